import FlipbookScene

/// What an import keeps while it builds layers: layer ids (unique, from the document's names),
/// warnings (each once) and the limits that stop hostile documents.
final class LottieImportContext {
    /// Deepest nesting of precompositions and shape groups drawn (deeper is left out, warned).
    static let maximumDepth = 48
    /// Most layers an import makes (precompositions used many times multiply their layers).
    static let maximumLayers = 50_000

    private(set) var warnings: [String] = []
    private var warned: Set<String> = []
    private var usedIds: [String: Int] = [:]
    private(set) var layerCount = 0

    /// Notes something drawn differently from current players, once.
    func warn(_ message: String) {
        if warned.insert(message).inserted { warnings.append(message) }
    }

    /// Notes expressions on properties (never evaluated; their keyframes are drawn).
    func noteExpressions(_ keys: [String], in owner: String) {
        guard !keys.isEmpty else { return }
        warn("\(owner): expression on \(keys.joined(separator: ", ")) not evaluated (its keyframes are drawn)")
    }

    /// Whether the import may make another layer.
    var hasRoom: Bool { layerCount < Self.maximumLayers }

    /// A new layer whose id is `name`, made unique with `#2`, `#3`, … when taken.
    func makeLayer(named name: String, kind: LayerKind = .layer) -> Layer {
        layerCount += 1
        let base = name.isEmpty ? "layer" : name
        let count = usedIds[base, default: 0] + 1
        usedIds[base] = count
        return Layer(id: count == 1 ? base : "\(base) #\(count)", kind: kind)
    }
}
