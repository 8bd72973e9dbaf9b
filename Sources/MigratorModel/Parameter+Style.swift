import MigratorRuntime

extension Parameter {
    /// The style the parameter is sent in: ``style``, or the location's OpenAPI default (`simple` for path and
    /// header, `form` for query and cookie; `form` for the body, which has no style).
    public var resolvedStyle: ParameterStyle {
        style ?? ParameterStyle.defaultStyle(forLocation: location.rawValue)
    }

    /// Whether arrays and objects are exploded: ``explode``, or the default of ``resolvedStyle`` (only `form`
    /// explodes by default).
    public var resolvedExplode: Bool {
        explode ?? resolvedStyle.explodesByDefault
    }

    /// Drops a ``style`` or ``explode`` equal to its default, so equal serializations compare equal and the native
    /// format omits defaults. For example a query parameter with `style: form, explode: true` keeps neither.
    public mutating func normalizeStyle() {
        if style == ParameterStyle.defaultStyle(forLocation: location.rawValue) { style = nil }
        if explode == resolvedStyle.explodesByDefault { explode = nil }
    }

    /// Sets the style, keeping the resolved explode value, and normalizes.
    ///
    /// For example a query parameter in the default `form` style (exploded) set to `deepObject` stays exploded.
    public mutating func setStyle(_ newStyle: ParameterStyle) {
        let exploded = resolvedExplode
        style = newStyle
        explode = exploded
        normalizeStyle()
    }

    /// Sets the explode flag and normalizes.
    public mutating func setExplode(_ newExplode: Bool) {
        explode = newExplode
        normalizeStyle()
    }
}
