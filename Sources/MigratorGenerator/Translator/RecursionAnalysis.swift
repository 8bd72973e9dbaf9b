import MigratorModel

/// Finds the properties that make a struct contain itself by value, which Swift rejects, so they get indirect storage.
///
/// Only direct model references count (arrays and dictionaries already store elements indirectly). A property
/// needs a box when its target lies in the same strongly connected component of the direct-reference graph as its
/// owner. Tarjan's algorithm keeps this linear in the number of models and properties.
enum RecursionAnalysis {
    /// `Model.wireKey` of each property that needs indirect storage.
    static func indirectProperties(in document: APIDocument) -> Set<String> {
        var edges: [String: [String]] = [:]
        for model in document.models {
            edges[model.name] = model.properties.compactMap { property in
                if case let .model(target) = property.type { return target }
                return nil
            }
        }
        let component = stronglyConnectedComponents(nodes: document.models.map(\.name), edges: edges)
        var result: Set<String> = []
        for model in document.models {
            for property in model.properties {
                guard case let .model(target) = property.type, let targetComponent = component[target] else { continue }
                if targetComponent == component[model.name] { result.insert("\(model.name).\(property.key)") }
            }
        }
        return result
    }

    /// Maps each node to the index of its strongly connected component (iterative Tarjan).
    static func stronglyConnectedComponents(nodes: [String], edges: [String: [String]]) -> [String: Int] {
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var onStack: Set<String> = []
        var stack: [String] = []
        var component: [String: Int] = [:]
        var nextIndex = 0
        var componentCount = 0
        for root in nodes where index[root] == nil {
            var work: [(node: String, edge: Int)] = [(root, 0)]
            index[root] = nextIndex; lowLink[root] = nextIndex; nextIndex += 1
            stack.append(root); onStack.insert(root)
            while let (node, edge) = work.last {
                let targets = edges[node] ?? []
                if edge < targets.count {
                    work[work.count - 1].edge += 1
                    let target = targets[edge]
                    guard edges[target] != nil else { continue }
                    if index[target] == nil {
                        index[target] = nextIndex; lowLink[target] = nextIndex; nextIndex += 1
                        stack.append(target); onStack.insert(target)
                        work.append((target, 0))
                    } else if onStack.contains(target) {
                        lowLink[node] = min(lowLink[node, default: 0], index[target, default: 0])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent, default: 0], lowLink[node, default: 0]) }
                if lowLink[node] == index[node] {
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        component[member] = componentCount
                        if member == node { break }
                    }
                    componentCount += 1
                }
            }
        }
        return component
    }
}
