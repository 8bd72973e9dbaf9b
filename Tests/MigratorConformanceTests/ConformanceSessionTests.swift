import Foundation
import MigratorConformance
import XCTest

/// The session plans calls, answers requests with synthesized responses and judges outcomes.
final class ConformanceSessionTests: XCTestCase {
    private func session() throws -> ConformanceSession { try ConformanceSession(documentJSON: WireRulesAndStylesTests.json) }

    func testPlansEveryArgumentVariantAndRemovedEndpoints() throws {
        let session = try session()
        let calls = session.plannedCalls(operationId: "oldPut", wireOperationId: "putUser")
        XCTAssertEqual(calls.map(\.arguments), [.default, .full, .none])
        XCTAssertEqual(session.plannedCalls(operationId: "gone", wireOperationId: nil).map(\.wireOperationId), [nil, nil, nil])
    }

    func testAValidCallPassesAndAnInvalidOneFailsNamingTheElement() throws {
        let session = try session()
        let url = URL(string: "https://rules.example.com/v1/users/3")!
        for call in session.plannedCalls(operationId: "putUser", wireOperationId: "putUser") {
            session.begin(call)
            let body = try XCTUnwrap(session.argumentJSON(wireParameter: "body:body", optional: false) ?? Data(#"{"name":"ann"}"#.utf8))
            let answer = session.respond(method: "PUT", url: url, headers: ["Content-Type": "application/json"], body: body)
            XCTAssertEqual(answer.status, 204)
            session.end(.returned)
        }
        XCTAssertEqual(session.finish(operationId: "putUser").status, .pass)

        let call = session.plannedCalls(operationId: "putUser", wireOperationId: "putUser")[0]
        session.begin(call)
        _ = session.respond(method: "PUT", url: url, headers: ["Content-Type": "application/json"], body: Data(#"{"name":"ann","nick":"a"}"#.utf8))
        session.end(.returned)
        let failed = session.finish(operationId: "putUser")
        XCTAssertEqual(failed.status, .fail)
        XCTAssertEqual(failed.reason, "default arguments: body.nick: unknown key (not a property of User)")
    }

    func testRemovedEndpointsMustThrowWithoutSendingAndUndecidedValuesNeedAPerson() throws {
        let session = try session()
        let calls = session.plannedCalls(operationId: "gone", wireOperationId: nil)
        session.begin(calls[0])
        session.end(.returned)
        XCTAssertEqual(session.finish(operationId: "gone").status, .fail)
        for call in calls {
            session.begin(call)
            session.end(.removed)
        }
        XCTAssertEqual(session.finish(operationId: "gone").status, .pass)

        session.begin(session.plannedCalls(operationId: "note", wireOperationId: "note")[0])
        session.note(event: "Note.text: 1.5 truncated to 1")
        session.note(event: "Note.created: missing in the response; using the default value")
        _ = session.respond(method: "POST", url: URL(string: "https://rules.example.com/v1/notes")!, headers: ["Content-Type": "text/plain"], body: Data("hi".utf8))
        session.end(.returned)
        let result = session.finish(operationId: "note")
        XCTAssertEqual(result.status, .needsPerson)
        XCTAssertTrue(result.reason.contains("Note.created: missing in the response"), result.reason)

        // A parameter value the client cannot convert yet and leaves out of the request needs a person too.
        session.begin(session.plannedCalls(operationId: "note", wireOperationId: "note")[0])
        session.note(event: "createNote.tag: the old value cannot be converted to the new type; not sent")
        _ = session.respond(method: "POST", url: URL(string: "https://rules.example.com/v1/notes")!, headers: ["Content-Type": "text/plain"], body: Data("hi".utf8))
        session.end(.returned)
        let unsent = session.finish(operationId: "note")
        XCTAssertEqual(unsent.status, .needsPerson)
        XCTAssertTrue(unsent.reason.contains("createNote.tag: the old value cannot be converted"), unsent.reason)
    }

    /// A default argument that is null where the newest body is not nullable (a union's default instance,
    /// `unknown(null)`: Ory Kratos' login body) is replaced by a synthesized value of the newest type that validates.
    func testANullDefaultForANonNullableBodyIsSynthesized() throws {
        let session = try session()
        let call = session.plannedCalls(operationId: "putUser", wireOperationId: "putUser")[0]
        XCTAssertEqual(call.arguments, .default)
        session.begin(call)
        let json = try XCTUnwrap(session.conformingDefault(wireParameter: "body:body", defaultJSON: Data("null".utf8)))
        XCTAssertNotEqual(String(decoding: json, as: UTF8.self), "null")
        let answer = session.respond(method: "PUT", url: URL(string: "https://rules.example.com/v1/users/3")!, headers: ["Content-Type": "application/json"], body: json)
        XCTAssertEqual(answer.status, 204)
        session.end(.returned)
        XCTAssertEqual(session.finish(operationId: "putUser").status, .pass)
    }

    /// The default of a body the client converts before sending it (`wire: nil` in the glue, no synthesized old value)
    /// has its placeholders that break the newest rules (`""` for `minLength: 2`) replaced in every variant, not only
    /// the default one; members it does not break keep their values. `conformingDefault` stays limited to the default
    /// variant.
    func testTheDefaultOfAConvertedBodyConformsInEveryVariant() throws {
        let session = try session()
        let full = session.plannedCalls(operationId: "putUser", wireOperationId: "putUser")[1]
        XCTAssertEqual(full.arguments, .full)
        session.begin(full)
        let placeholder = Data(#"{"name":"","age":7}"#.utf8)
        XCTAssertNil(session.conformingDefault(wireParameter: "body:body", defaultJSON: placeholder))
        let json = try XCTUnwrap(session.conformingConverted(wireParameter: "body:body", defaultJSON: placeholder))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: json) as? [String: Any])
        XCTAssertEqual(object["age"] as? Int, 7)
        XCTAssertGreaterThanOrEqual((object["name"] as? String)?.count ?? 0, 2, "\(object)")
        let answer = session.respond(method: "PUT", url: URL(string: "https://rules.example.com/v1/users/3")!, headers: ["Content-Type": "application/json"], body: json)
        XCTAssertEqual(answer.status, 204)
        session.end(.returned)
        XCTAssertEqual(session.finish(operationId: "putUser").status, .pass)
    }

    /// A bridge that renames keys (the old `full_name` is the newest `name`) has the member judged under its newest key
    /// and returned under its old one, where the old type decodes it.
    func testAConvertedBodyWithRenamedKeysConformsUnderTheOldKeys() throws {
        let session = try session()
        session.begin(session.plannedCalls(operationId: "putUser", wireOperationId: "putUser")[2])
        let json = try XCTUnwrap(session.conformingConverted(
            wireParameter: "body:body", defaultJSON: Data(#"{"full_name":"","age":7}"#.utf8), renaming: ["full_name": "name"]
        ))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: json) as? [String: Any])
        XCTAssertNil(object["name"], "\(object)")
        XCTAssertEqual(object["age"] as? Int, 7)
        XCTAssertGreaterThanOrEqual((object["full_name"] as? String)?.count ?? 0, 2, "\(object)")
        session.end(.returned)
    }

    /// A member the synthesized argument lacks but the old type filled in on decoding (`""` for a required name) is
    /// replaced when it breaks a newest rule; members the synthesized argument has are never touched.
    func testMembersTheOldTypeFilledInConform() throws {
        let session = try session()
        session.begin(session.plannedCalls(operationId: "putUser", wireOperationId: "putUser")[2])
        let json = try XCTUnwrap(session.conformingFilledIn(
            wireParameter: "body:body", sent: Data(#"{"age":7}"#.utf8), reencoded: Data(#"{"name":"","age":7}"#.utf8)
        ))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: json) as? [String: Any])
        XCTAssertEqual(object["age"] as? Int, 7)
        XCTAssertGreaterThanOrEqual((object["name"] as? String)?.count ?? 0, 2, "\(object)")
        // Sent by the suite itself: a value that breaks the rule after the client's conversion must still fail.
        XCTAssertNil(session.conformingFilledIn(wireParameter: "body:body", sent: Data(#"{"name":"ann","age":7}"#.utf8), reencoded: Data(#"{"name":"","age":7}"#.utf8)))
        // A filled-in member that keeps the rules stays.
        XCTAssertNil(session.conformingFilledIn(wireParameter: "body:body", sent: Data(#"{"age":7}"#.utf8), reencoded: Data(#"{"name":"bob","age":7}"#.utf8)))
        session.end(.returned)
    }

    /// A failing endpoint that reaches elements a guide left undecided needs a person; the reason names the undecided
    /// element the failure is about when one matches it, else the first.
    func testAFailureOnAnUndecidedElementNeedsAPersonNamingIt() throws {
        let session = try session()
        let url = URL(string: "https://rules.example.com/v1/users/3")!
        func failingCall() {
            session.begin(session.plannedCalls(operationId: "putUser", wireOperationId: "putUser")[0])
            _ = session.respond(method: "PUT", url: url, headers: ["Content-Type": "application/json"], body: Data(#"{"name":"ann","nick":"a"}"#.utf8))
            session.end(.returned)
        }
        failingCall()
        let undecided = ["property User.age: its conversion to string is undecided", "property User.nick: its conversion to Nick is undecided"]
        let named = session.finish(operationId: "putUser", undecided: undecided)
        XCTAssertEqual(named.status, .needsPerson)
        XCTAssertEqual(named.reason, "property User.nick: its conversion to Nick is undecided (a guide value left undecided); "
            + "first failure: default arguments: body.nick: unknown key (not a property of User)")
        failingCall()
        let other = session.finish(operationId: "putUser", undecided: ["query parameter tenant: required by the newest description, and no defaultValue is given"])
        XCTAssertEqual(other.status, .needsPerson)
        XCTAssertTrue(other.reason.hasPrefix("query parameter tenant: "), other.reason)
    }

    /// Values the newest description's rules refuse although the old rules allowed them make a passing endpoint need a
    /// person, naming them (the suite's calls send conforming values); a failure stays a failure.
    func testStricterRulesMakeAPassingEndpointNeedAPerson() throws {
        let session = try session()
        let url = URL(string: "https://rules.example.com/v1/users/3")!
        func call(body: String) {
            session.begin(session.plannedCalls(operationId: "putUser", wireOperationId: "putUser")[0])
            _ = session.respond(method: "PUT", url: url, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
            session.end(.returned)
        }
        let stricter = ["path parameter id: >= 1", "property User.name: at most 20 characters"]
        call(body: #"{"name":"ann"}"#)
        let flagged = session.finish(operationId: "putUser", stricterRules: stricter)
        XCTAssertEqual(flagged.status, .needsPerson)
        XCTAssertEqual(flagged.reason, "the newest description's rules are stricter for path parameter id: >= 1; property User.name: at most 20 "
            + "characters: the server may refuse values the old description allowed, which the client does not check (the calls pass with "
            + "conforming values)")
        call(body: #"{"name":"ann","nick":"a"}"#)
        XCTAssertEqual(session.finish(operationId: "putUser", stricterRules: stricter).status, .fail)
        call(body: #"{"name":"ann"}"#)
        XCTAssertEqual(session.finish(operationId: "putUser").status, .pass)
    }

    /// With the report and record variables set, every finished endpoint rewrites the report (which decodes with
    /// the session's timings) and appends its requests to the record; the session counts its own time.
    func testReportAndRecordFilesAndTimings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let reportURL = folder.appendingPathComponent("report.json"), recordURL = folder.appendingPathComponent("record.jsonl")
        setenv(ConformanceReport.reportPathVariable, reportURL.path, 1)
        setenv(ConformanceReport.recordPathVariable, recordURL.path, 1)
        let session = try session()
        unsetenv(ConformanceReport.reportPathVariable)
        unsetenv(ConformanceReport.recordPathVariable)
        let url = URL(string: "https://rules.example.com/v1/users/3")!
        var sent = 0
        for round in 1...2 {
            for call in session.plannedCalls(operationId: "putUser", wireOperationId: "putUser") {
                session.begin(call)
                let body = session.argumentJSON(wireParameter: "body:body", optional: false) ?? Data(#"{"name":"ann"}"#.utf8)
                _ = session.respond(method: "PUT", url: url, headers: ["Content-Type": "application/json"], body: body)
                sent += 1
                session.end(.returned)
            }
            session.finish(operationId: "putUser")
            let report = try JSONDecoder().decode(ConformanceReport.self, from: Data(contentsOf: reportURL))
            XCTAssertEqual(report.endpoints.map(\.status), Array(repeating: .pass, count: round))
            let timings = try XCTUnwrap(report.timings)
            XCTAssertGreaterThan(timings.synthesis, 0)
            XCTAssertGreaterThan(timings.validation, 0)
            XCTAssertGreaterThanOrEqual(timings.elapsed, timings.synthesis + timings.validation)
            let lines = try String(contentsOf: recordURL, encoding: .utf8).split(separator: "\n")
            XCTAssertEqual(lines.count, sent, "round \(round)")
            XCTAssertTrue(lines.allSatisfy { $0.contains(#""operationId":"putUser""#) })
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: reportURL.path + ".partial"))
        XCTAssertEqual(session.report.endpoints.count, 2)
        XCTAssertGreaterThan(try XCTUnwrap(session.report.timings).reporting, 0)
    }

    func testRecordedRequestsUseTheRecordFormat() {
        let record = ConformanceRecordedRequest(operationId: "x", method: "POST", url: "https://a.example/x", headers: ["A": "b"], body: Data([0xFF, 0x00]))
        XCTAssertEqual(record.jsonLine(), #"{"body":"/wA=","bodyEncoding":"base64","headers":{"A":"b"},"method":"POST","operationId":"x","url":"https://a.example/x"}"#)
        XCTAssertEqual(ConformanceRecordedRequest(operationId: "x", method: "GET", url: "u", headers: [:], body: nil).jsonLine(),
                       #"{"body":null,"bodyEncoding":"utf8","headers":{},"method":"GET","operationId":"x","url":"u"}"#)
    }
}
