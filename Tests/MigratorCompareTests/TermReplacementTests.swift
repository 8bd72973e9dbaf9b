import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// A release's vocabulary replaced across many names (``SystematicRenames``), added when the twentieth held-out part
/// (GoCardless legacy → Pro: bills became payments, pre-authorizations became mandates) was unsealed for tuning: one
/// old word with two candidate replacements, a two-word term replaced by one word, and a term that continues written
/// run together.
final class TermReplacementTests: XCTestCase {
    /// A native document from model and endpoint lines.
    private func document(_ version: String, models: String, endpoints: String) throws -> APIDocument {
        try CompareTestSupport.nativeDocument(service: "Collect", version: version, models: models, endpoints: endpoints)
    }

    /// A resource's models (`X`, `XStatus` and, with `request`, `XCreateRequest`) with a description per model.
    private func models(_ name: String, _ text: String, request: Bool) -> String {
        var lines = [
            "  - name: \(name)\n    description: \"A \(text).\"\n    properties:\n      - {name: id, type: string}\n      - {name: status, type: \(name)Status}",
            "  - name: \(name)Status\n    description: \"The state of a \(text).\"\n    enum: string\n    cases: [{value: created}, {value: done}]",
        ]
        if request { lines.append("  - name: \(name)CreateRequest\n    description: \"A new \(text).\"\n    properties:\n      - {name: note, type: string}") }
        return lines.joined(separator: "\n")
    }

    /// A resource's endpoints: get, list and cancel, and with `more` create and retry (`retry: false` leaves retry out).
    private func endpoints(_ name: String, _ plural: String, _ text: String, more: Bool, retry: Bool = true) -> String {
        var lines = [
            "  - {operationId: get\(name), method: GET, path: \"/\(plural.lowercased())/{id}\", summary: \"Get a \(text).\", parameters: [{name: id, in: path, type: string, required: true}], response: {type: \(name)}}",
            "  - {operationId: list\(plural), method: GET, path: /\(plural.lowercased()), summary: \"List \(text)s.\", response: {type: \"array<\(name)>\"}}",
            "  - {operationId: cancel\(name), method: POST, path: \"/\(plural.lowercased())/{id}/cancel\", summary: \"Cancel a \(text).\", parameters: [{name: id, in: path, type: string, required: true}]}",
        ]
        if more {
            lines.append("  - {operationId: create\(name), method: POST, path: /\(plural.lowercased()), summary: \"Create a \(text).\", parameters: [{name: body, in: body, type: \(name)CreateRequest, required: true}], response: {type: \(name)}}")
            if retry { lines.append("  - {operationId: retry\(name), method: POST, path: \"/\(plural.lowercased())/{id}/retry\", summary: \"Retry a \(text).\", parameters: [{name: id, in: path, type: string, required: true}]}") }
        }
        return lines.joined(separator: "\n")
    }

    /// `bill` → `payment` reaches every name `bill` → `mandate` reaches (`getBill` → `getMandate`, `listBills` →
    /// `listMandates`) and more (`createBill`, `retryBill`, `BillCreateRequest`: mandates have none): the bills became
    /// payments. When both replacements reach the same names, no one could say which resource continues the bills.
    func testTheReplacementThatReachesMoreNamesIsTheTermChange() throws {
        // The old API cancelled with `PUT`; the operation id with the term change applied is the operation whatever the
        // method became.
        let old = try document("1", models: models("Bill", "bill", request: true), endpoints: endpoints("Bill", "Bills", "bill", more: true)
            .replacingOccurrences(of: "{operationId: cancelBill, method: POST", with: "{operationId: cancelBill, method: PUT"))
        let new = try document(
            "2", models: models("Payment", "payment", request: true) + "\n" + models("Mandate", "mandate", request: false),
            endpoints: endpoints("Payment", "Payments", "payment", more: true) + "\n" + endpoints("Mandate", "Mandates", "mandate", more: false)
        )
        let systematic = SystematicRenames(old: old, new: new)
        XCTAssertEqual(systematic.termChanges.map { "\($0.old) → \($0.new ?? "-")" }, ["bill → payment"])
        let renames = CompareTestSupport.renames(old, new)
        for (oldName, newName) in [
            ("endpoints/getBill", "endpoints/getPayment"), ("endpoints/listBills", "endpoints/listPayments"), ("models/Bill", "models/Payment"),
            ("endpoints/cancelBill", "endpoints/cancelPayment"),
        ] {
            XCTAssertTrue(renames.contains("/\(oldName) → /\(newName)"), "\(oldName): \(renames)")
        }
        XCTAssertFalse(renames.contains { $0.contains("Mandate") }, "\(renames)")

        let even = try document(
            "2", models: models("Payment", "payment", request: true) + "\n" + models("Mandate", "mandate", request: true),
            endpoints: endpoints("Payment", "Payments", "payment", more: true) + "\n" + endpoints("Mandate", "Mandates", "mandate", more: true)
        )
        XCTAssertEqual(SystematicRenames(old: old, new: even).termChanges.map(\.old), [])
        // One name more (`retryBill` → `retryPayment`, mandates having all the rest) could be chance: still ambiguous.
        let oneMore = try document(
            "2", models: models("Payment", "payment", request: true) + "\n" + models("Mandate", "mandate", request: true),
            endpoints: endpoints("Payment", "Payments", "payment", more: true) + "\n" + endpoints("Mandate", "Mandates", "mandate", more: true, retry: false)
        )
        XCTAssertEqual(SystematicRenames(old: old, new: oneMore).termChanges.map(\.old), [])
    }

    /// A two-word term replaced by one word (`PreAuthorization` → `Mandate` in `getPreAuthorization` → `getMandate`,
    /// `PreAuthorizationStatus` → `MandateStatus`) is a term change, judged by descriptions where the old term is written
    /// hyphenated ("Get a pre-authorization." → "Get a mandate."). Names a replacement already accepted explains
    /// (`getPreAuthorization` → `getPayment` next to `bill` → `payment`) are no rival evidence.
    func testATwoWordTermReplacedByOneWordIsATermChange() throws {
        let old = try document(
            "1", models: models("Bill", "bill", request: true) + "\n" + models("PreAuthorization", "pre-authorization", request: false),
            endpoints: endpoints("Bill", "Bills", "bill", more: true) + "\n" + endpoints("PreAuthorization", "PreAuthorizations", "pre-authorization", more: false)
        )
        let new = try document(
            "2", models: models("Payment", "payment", request: true) + "\n" + models("Mandate", "mandate", request: false),
            endpoints: endpoints("Payment", "Payments", "payment", more: true) + "\n" + endpoints("Mandate", "Mandates", "mandate", more: false)
        )
        let systematic = SystematicRenames(old: old, new: new)
        XCTAssertEqual(systematic.termChanges.map { "\($0.old) → \($0.new ?? "-")" }.sorted(), ["bill → payment", "pre authorization → mandate"])
        let renames = CompareTestSupport.renames(old, new)
        for (oldName, newName) in [
            ("endpoints/getPreAuthorization", "endpoints/getMandate"), ("endpoints/listPreAuthorizations", "endpoints/listMandates"),
            ("models/PreAuthorization", "models/Mandate"), ("models/PreAuthorizationStatus", "models/MandateStatus"),
        ] {
            XCTAssertTrue(renames.contains("/\(oldName) → /\(newName)"), "\(oldName): \(renames)")
        }
    }

    /// A two-word term the new side still writes, run together (`HealthMonitorStatus` → `HealthmonitorStatus`,
    /// `getHealthMonitor` → `getLbaasHealthmonitor`), continues there: it is no replacement candidate (`health monitor`
    /// → `listener` in `getHealthMonitor` → `getListener`) whose family would merge with the old word that did become
    /// the new one (`vip` → `listener`).
    func testATermWrittenRunTogetherIsNotReplaced() throws {
        let old = try document(
            "1", models: models("Vip", "vip", request: true) + "\n" + models("HealthMonitor", "health check", request: true),
            endpoints: endpoints("Vip", "Vips", "vip", more: true) + "\n" + endpoints("HealthMonitor", "HealthMonitors", "health check", more: true)
        )
        var checks = endpoints("Healthmonitor", "Healthmonitors", "health check", more: true)
            .replacingOccurrences(of: "/healthmonitors", with: "/lbaas/healthmonitors")
        for verb in ["get", "list", "cancel", "create", "retry"] {
            checks = checks.replacingOccurrences(of: "operationId: \(verb)Healthmonitor", with: "operationId: \(verb)LbaasHealthmonitor")
        }
        let new = try document(
            "2", models: models("Listener", "listener", request: true) + "\n" + models("Healthmonitor", "health check", request: true),
            endpoints: endpoints("Listener", "Listeners", "listener", more: true) + "\n" + checks
        )
        let systematic = SystematicRenames(old: old, new: new)
        XCTAssertEqual(systematic.termChanges.map { "\($0.old) → \($0.new ?? "-")" }, ["vip → listener"])
        XCTAssertTrue(CompareTestSupport.renames(old, new).contains("/endpoints/getVip → /endpoints/getListener"))
    }

    /// The reverse, one word replaced by a two-word term (`Mandate` → `PreAuthorization`), is a term change too, the new
    /// texts read with the term's two words however they write it (`preauthorization`, `pre-authorization`); and names
    /// related once it is applied are (`MandateCancelRequest` → `PreAuthorizationCancellationRequest`).
    func testOneWordReplacedByATwoWordTermIsATermChange() throws {
        for written in ["pre-authorization", "preauthorization", "pre authorization"] {
            let old = try document("1", models: models("Mandate", "mandate", request: false), endpoints: endpoints("Mandate", "Mandates", "mandate", more: false))
            let new = try document(
                "2", models: models("PreAuthorization", written, request: false),
                endpoints: endpoints("PreAuthorization", "PreAuthorizations", written, more: false)
            )
            let systematic = SystematicRenames(old: old, new: new)
            XCTAssertEqual(systematic.termChanges.map { "\($0.old) → \($0.new ?? "-")" }, ["mandate → pre authorization"], written)
            XCTAssertEqual(systematic.relationAfterTermChanges("MandateCancelRequest", "PreAuthorizationCancellationRequest")?.kind, .afterTermChange, written)
            XCTAssertTrue(CompareTestSupport.renames(old, new).contains("/endpoints/getMandate → /endpoints/getPreAuthorization"), written)
        }
    }

    /// A replacement's rival that explains fewer names than another rival of the same word merges no family: `monitor` →
    /// `listener` (4 names: `MonitorRequest`, `getMonitor`, `listMonitors`, `deleteMonitor`) next to `monitor` →
    /// `loadbalancer` (5, neither reaching all the other's) does not block `vip` → `listener`, which reaches 5 listener
    /// names, 3 of them `monitor` → `listener`'s too.
    func testASmallerRivalMergesNoFamily() throws {
        func family(_ name: String, _ plural: String, _ verbs: [String], models: [String]) -> (models: String, endpoints: String) {
            let modelLines = ([name] + models.map { name + $0 }).map { "  - name: \($0)\n    properties:\n      - {name: id, type: string}" }
            let endpointLines = verbs.map { verb -> String in
                let id = verb == "list" ? "list\(plural)" : "\(verb)\(name)"
                return "  - {operationId: \(id), method: \(verb == "list" || verb == "get" ? "GET" : "POST"), path: /\(id.lowercased()), summary: \"\(verb) a \(name.lowercased()).\"}"
            }
            return (modelLines.joined(separator: "\n"), endpointLines.joined(separator: "\n"))
        }
        let vip = family("Vip", "Vips", ["get", "list", "create"], models: ["Status", "Request"])
        let monitor = family("Monitor", "Monitors", ["get", "list", "delete", "update", "restart"], models: ["Request"])
        let listener = family("Listener", "Listeners", ["get", "list", "create", "delete"], models: ["Status", "Request"])
        let balancer = family("Loadbalancer", "Loadbalancers", ["get", "list", "delete", "update", "restart"], models: ["Status"])
        let old = try document("1", models: vip.models + "\n" + monitor.models, endpoints: vip.endpoints + "\n" + monitor.endpoints)
        let new = try document("2", models: listener.models + "\n" + balancer.models, endpoints: listener.endpoints + "\n" + balancer.endpoints)
        XCTAssertTrue(SystematicRenames(old: old, new: new).termChanges.contains { $0.old == "vip" && $0.new == "listener" })
    }

    /// A two-word term matches in text run together, hyphenated, or as two words in a row.
    func testATwoWordTermAppliesToTheOldText() {
        let change: (old: String, new: String?) = ("pre authorization", "mandate")
        XCTAssertEqual(SystematicRenames.applying(change, to: "Get a pre-authorization."), "Get a mandate")
        XCTAssertEqual(SystematicRenames.applying(change, to: "The preauthorization's state."), "The mandate state.")
        XCTAssertEqual(SystematicRenames.applying(change, to: "List pre authorizations now."), "List mandate now.")
        XCTAssertEqual(SystematicRenames.applying(change, to: "A pre-payment."), "A pre-payment.")
        XCTAssertEqual(SystematicRenames.applying(change, to: "Cancel it (pre authorization only)."), "Cancel it mandate only).")
        let sales: (old: String, new: String?) = ("sale order", "invoice")
        XCTAssertEqual(SystematicRenames.applying(sales, to: "Get a sales order."), "Get a invoice")
        XCTAssertEqual(SystematicRenames.applying(sales, to: "Get a sales-order."), "Get a invoice")
        XCTAssertEqual(SystematicRenames.applying(sales, to: "The salesorder's lines."), "The invoice lines.")
        XCTAssertEqual(SystematicRenames.applying(("pre authorization", nil), toWords: ["cancel", "pre", "authorization", "request"])?.words, ["cancel", "request"])
        XCTAssertNil(SystematicRenames.applying(("pre authorization", "mandate"), toWords: ["pre", "payment"]))
    }
}
