import Yams

extension Node.Scalar {
    /// Whether Yams' integer constructors (`Int.construct(from:)` and those of the other fixed-width integers) would
    /// trap on this scalar instead of returning `nil`.
    ///
    /// Yams reads a plain scalar with colons (`1:30`, YAML 1.1's base-60 integers) with unchecked arithmetic, so a
    /// sexagesimal integer beyond the type's range (`999999999999999999:0`), or any with 11 or more parts such as
    /// `1:1:1:1:1:1:1:1:1:1:1` (Yams computes the next place value, 60¹¹ > 2⁶³, after the last part), trapped Migrator
    /// (bug B4, found by `FuzzApodiniDocument`). This follows the steps of Yams' (6.x) `private_construct` and
    /// `sexagesimal()` with checked arithmetic; callers treat such a scalar as an integer Yams cannot read (out of
    /// range). Every other scalar is left to Yams (`false`).
    func overflowsYAMLInteger<T: FixedWidthInteger>(as type: T.Type) -> Bool {
        guard style == .any || style == .plain, string.contains(":") else { return false }
        var text = Substring(string.replacingOccurrences(of: "_", with: ""))
        let negative = text.hasPrefix("-")
        if negative || text.hasPrefix("+") { text = text.dropFirst() }
        // Yams returns nil for negative unsigned values and reads `0…` in base 16, 8 or 2 (checked) before this.
        guard T.isSigned || !negative, !text.hasPrefix("0") else { return false }
        var digits: [T] = []
        for part in text.components(separatedBy: ":") {
            // A part that is not a base-10 integer makes Yams return nil.
            guard let digit = T(part, radix: 10) else { return false }
            digits.append(digit)
        }
        var base: T = 1
        var value: T = 0
        for digit in digits.reversed() {
            let (product, productOverflows) = digit.multipliedReportingOverflow(by: base)
            let (sum, sumOverflows) = value.addingReportingOverflow(product)
            let (nextBase, baseOverflows) = base.multipliedReportingOverflow(by: 60)
            if productOverflows || sumOverflows || baseOverflows { return true }
            (value, base) = (sum, nextBase)
        }
        // Yams multiplies by the sign, -1 for a leading `-`.
        return negative && value == T.min
    }
}
