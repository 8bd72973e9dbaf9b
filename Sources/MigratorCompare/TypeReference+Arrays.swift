import MigratorModel

extension TypeReference {
    /// The type an array holds, through nested arrays (`array<array<Pet>>` → `Pet`); the type itself when it is no
    /// array. Comparisons that relate two endpoints or members by the model they carry look through lists this way.
    var withoutArrays: TypeReference {
        var type = self
        while case let .array(element) = type { type = element }
        return type
    }
}
