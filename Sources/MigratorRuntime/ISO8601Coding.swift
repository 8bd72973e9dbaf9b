import Foundation

/// An RFC 3339 `date-time` (`format: date-time`), coded as a string such as
/// `2024-05-01T12:30:00Z`.
///
/// Decoding accepts fractional seconds of any length, `Z` (or `z`) or a `±hh:mm` offset, and `T`,
/// `t` or a space between date and time. Encoding always writes UTC with millisecond precision:
/// `yyyy-MM-dd'T'HH:mm:ss'Z'`, or `yyyy-MM-dd'T'HH:mm:ss.SSS'Z'` when the value, rounded to the
/// nearest millisecond, has a fractional second. Parsing and formatting are pure arithmetic on
/// the proleptic Gregorian calendar: independent of locale and time zone, and thread-safe.
public struct ISO8601DateTime: Codable, Hashable, Sendable, DefaultValueProviding {
    /// The instant.
    public var value: Date

    /// Wraps `value`.
    public init(_ value: Date) {
        self.value = value
    }

    /// The Unix epoch, 1970-01-01T00:00:00Z.
    public static var defaultValue: ISO8601DateTime { ISO8601DateTime(Date(timeIntervalSince1970: 0)) }

    /// Decodes an RFC 3339 date-time string.
    /// - Throws: `DecodingError.dataCorrupted` quoting the string when it is not a valid date-time.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = Self.date(from: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected an RFC 3339 date-time such as \"2024-05-01T12:30:00Z\", found \"\(text)\"."
            )
        }
        value = date
    }

    /// Encodes the value with ``string(from:)``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Self.string(from: value))
    }

    /// Formats `date` in UTC, with `.SSS` milliseconds only when they are not zero.
    ///
    /// Dates outside the years 0000–9999 are clamped to that range; a NaN date gives the epoch.
    public static func string(from date: Date) -> String {
        let milliseconds = GregorianArithmetic.millisecondsSince1970(date)
        let (seconds, fraction) = GregorianArithmetic.floorDivide(milliseconds, 1000)
        let (days, secondOfDay) = GregorianArithmetic.floorDivide(seconds, 86_400)
        var text = GregorianArithmetic.dateString(daysSince1970: days) + "T"
            + GregorianArithmetic.padded(secondOfDay / 3600, 2) + ":"
            + GregorianArithmetic.padded(secondOfDay % 3600 / 60, 2) + ":"
            + GregorianArithmetic.padded(secondOfDay % 60, 2)
        if fraction != 0 {
            text += "." + GregorianArithmetic.padded(fraction, 3)
        }
        return text + "Z"
    }

    /// Parses an RFC 3339 date-time, or returns `nil` when `string` is not one.
    public static func date(from string: String) -> Date? {
        var scanner = DigitScanner(string)
        guard let days = scanner.scanFullDate(),
              scanner.scan(where: { $0 == UInt8(ascii: "T") || $0 == UInt8(ascii: "t") || $0 == UInt8(ascii: " ") }),
              let hour = scanner.scanNumber(digits: 2, in: 0...23), scanner.scan(UInt8(ascii: ":")),
              let minute = scanner.scanNumber(digits: 2, in: 0...59), scanner.scan(UInt8(ascii: ":")),
              let second = scanner.scanNumber(digits: 2, in: 0...60)
        else { return nil }
        var fraction = 0.0
        if scanner.scan(UInt8(ascii: ".")) {
            guard let value = scanner.scanFraction() else { return nil }
            fraction = value
        }
        let offsetSeconds: Int64
        if scanner.scan(where: { $0 == UInt8(ascii: "Z") || $0 == UInt8(ascii: "z") }) {
            offsetSeconds = 0
        } else if let sign = scanner.scanSign(),
                  let offsetHour = scanner.scanNumber(digits: 2, in: 0...23), scanner.scan(UInt8(ascii: ":")),
                  let offsetMinute = scanner.scanNumber(digits: 2, in: 0...59) {
            offsetSeconds = sign * (offsetHour * 3600 + offsetMinute * 60)
        } else {
            return nil
        }
        guard scanner.isAtEnd else { return nil }
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return Date(timeIntervalSinceReferenceDate: Double(seconds - GregorianArithmetic.referenceDateOffset) + fraction)
    }
}

/// An RFC 3339 `full-date` (`format: date`), coded as a string such as `2024-05-01` and held
/// as midnight UTC of that day.
///
/// Parsing and formatting are pure arithmetic on the proleptic Gregorian calendar in UTC:
/// independent of locale and time zone, and thread-safe.
public struct ISO8601Date: Codable, Hashable, Sendable, DefaultValueProviding {
    /// Midnight UTC of the day (any instant of the day encodes as that day).
    public var value: Date

    /// Wraps `value`.
    public init(_ value: Date) {
        self.value = value
    }

    /// The first day of the Unix epoch, 1970-01-01.
    public static var defaultValue: ISO8601Date { ISO8601Date(Date(timeIntervalSince1970: 0)) }

    /// Decodes an RFC 3339 full-date string.
    /// - Throws: `DecodingError.dataCorrupted` quoting the string when it is not a valid date.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = Self.date(from: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected an RFC 3339 full-date such as \"2024-05-01\", found \"\(text)\"."
            )
        }
        value = date
    }

    /// Encodes the value with ``string(from:)``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Self.string(from: value))
    }

    /// Formats the UTC day containing `date` as `yyyy-MM-dd` (clamped to the years 0000–9999).
    public static func string(from date: Date) -> String {
        let seconds = GregorianArithmetic.floorDivide(GregorianArithmetic.millisecondsSince1970(date), 1000).quotient
        return GregorianArithmetic.dateString(daysSince1970: GregorianArithmetic.floorDivide(seconds, 86_400).quotient)
    }

    /// Parses a `yyyy-MM-dd` full-date as midnight UTC, or returns `nil` when `string` is not one.
    public static func date(from string: String) -> Date? {
        var scanner = DigitScanner(string)
        guard let days = scanner.scanFullDate(), scanner.isAtEnd else { return nil }
        return Date(timeIntervalSinceReferenceDate: Double(days * 86_400 - GregorianArithmetic.referenceDateOffset))
    }
}

/// Calendar arithmetic on the proleptic Gregorian calendar in UTC.
enum GregorianArithmetic {
    /// Seconds from 1970-01-01 to 2001-01-01, `Date`'s reference date.
    static let referenceDateOffset: Int64 = 978_307_200
    private static let minimumMilliseconds = daysSince1970(year: 0, month: 1, day: 1) * 86_400_000
    private static let maximumMilliseconds = daysSince1970(year: 10_000, month: 1, day: 1) * 86_400_000 - 1

    /// `date` in whole milliseconds since 1970 (rounded to nearest), clamped to years 0000–9999.
    static func millisecondsSince1970(_ date: Date) -> Int64 {
        let interval = date.timeIntervalSinceReferenceDate
        guard !interval.isNaN else { return 0 }
        let milliseconds = (interval * 1000).rounded() + Double(referenceDateOffset * 1000)
        if milliseconds <= Double(minimumMilliseconds) { return minimumMilliseconds }
        if milliseconds >= Double(maximumMilliseconds) { return maximumMilliseconds }
        return Int64(milliseconds)
    }

    /// Division rounding toward negative infinity, with a non-negative remainder.
    static func floorDivide(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let quotient = value / divisor - (value % divisor < 0 ? 1 : 0)
        return (quotient, value - quotient * divisor)
    }

    /// Days from 1970-01-01 to the given date (negative before it).
    static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
        // Count in eras of 400 years starting on March 1, so leap days end each year.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = floorDivide(shiftedYear, 400).quotient
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The `yyyy-MM-dd` date of a day counted from 1970-01-01 (the inverse of ``daysSince1970``).
    static func dateString(daysSince1970 days: Int64) -> String {
        let (era, dayOfEra) = floorDivide(days + 719_468, 146_097)
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
    }

    /// The number of days in `month` of `year`.
    static func daysInMonth(year: Int64, month: Int64) -> Int64 {
        switch month {
        case 2:
            let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            return isLeap ? 29 : 28
        case 4, 6, 9, 11:
            return 30
        default:
            return 31
        }
    }

    /// `value` (non-negative) in decimal, left-padded with zeros to `width` digits.
    static func padded(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}

/// A cursor over the UTF-8 bytes of an RFC 3339 string.
struct DigitScanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ string: String) {
        bytes = Array(string.utf8)
    }

    /// Whether every byte has been consumed.
    var isAtEnd: Bool { index == bytes.count }

    /// Consumes `byte` if it is next.
    mutating func scan(_ byte: UInt8) -> Bool {
        scan(where: { $0 == byte })
    }

    /// Consumes the next byte if it satisfies `predicate`.
    mutating func scan(where predicate: (UInt8) -> Bool) -> Bool {
        guard index < bytes.count, predicate(bytes[index]) else { return false }
        index += 1
        return true
    }

    /// Consumes exactly `digits` decimal digits whose value lies in `range`.
    mutating func scanNumber(digits: Int, in range: ClosedRange<Int64>) -> Int64? {
        var value: Int64 = 0
        for _ in 0..<digits {
            guard let digit = scanDigit() else { return nil }
            value = value * 10 + digit
        }
        return range.contains(value) ? value : nil
    }

    /// Consumes one or more digits after a decimal point as a fraction of one; digits beyond
    /// nanoseconds are read but ignored.
    mutating func scanFraction() -> Double? {
        var nanoseconds: Int64 = 0
        var count = 0
        while let digit = scanDigit() {
            if count < 9 { nanoseconds = nanoseconds * 10 + digit }
            count += 1
        }
        guard count > 0 else { return nil }
        for _ in count..<max(count, 9) { nanoseconds *= 10 }
        return Double(nanoseconds) / 1_000_000_000
    }

    /// Consumes `+` (returning 1) or `-` (returning -1).
    mutating func scanSign() -> Int64? {
        if scan(UInt8(ascii: "+")) { return 1 }
        if scan(UInt8(ascii: "-")) { return -1 }
        return nil
    }

    /// Consumes a valid `yyyy-MM-dd` date and returns its days since 1970-01-01.
    mutating func scanFullDate() -> Int64? {
        guard let year = scanNumber(digits: 4, in: 0...9999), scan(UInt8(ascii: "-")),
              let month = scanNumber(digits: 2, in: 1...12), scan(UInt8(ascii: "-")),
              let day = scanNumber(digits: 2, in: 1...31),
              day <= GregorianArithmetic.daysInMonth(year: year, month: month)
        else { return nil }
        return GregorianArithmetic.daysSince1970(year: year, month: month, day: day)
    }

    private mutating func scanDigit() -> Int64? {
        guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { return nil }
        defer { index += 1 }
        return Int64(bytes[index] - UInt8(ascii: "0"))
    }
}
