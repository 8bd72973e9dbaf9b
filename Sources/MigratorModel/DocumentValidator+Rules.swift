extension DocumentValidator {
    /// Reports the validation rules of a property or parameter that make no sense (see ``ValueRules/problems``),
    /// each at the rule's own key, for example `/models/0/properties/2/minLength`.
    func checkRules(_ rules: ValueRules, path: [String], into diagnostics: inout Diagnostics) {
        guard !rules.isEmpty else { return }
        for problem in rules.problems {
            diagnostics.error(problem.message, at: location(path + [problem.key.rawValue]))
        }
    }
}
