import FlipbookRender
import FlipbookScene
import FlipbookTiming

/// One layer as sampled at one instant, with what its ancestors do to it.
struct PlacedLayer {
    let layer: PresentationLayer
    let parent: String?
    /// Its opacity times its ancestors' (0 when it or one of them is hidden).
    let opacity: Double
    /// The nearest ancestor whose `masksToBounds` clips it.
    let clip: String?
    /// From its bounds coordinates to the canvas (the affine part of every transform above it).
    let toCanvas: Transform2D
}

/// A timeline's layers at every sample of a schedule, indexed by id, with the sublayer order
/// over the whole scene: what an export plans from, and what `validate` asks which layers an
/// export would hold as pictures.
struct SampledTree {
    /// Per sample point: every layer present, by id.
    private(set) var placed: [[String: PlacedLayer]] = []
    /// Sublayers by parent id (nil: the top), in drawing order over the whole scene.
    private(set) var children: [String?: [String]] = [:]

    init(timeline: Timeline, schedule: SampleSchedule) {
        for point in schedule.points {
            var index: [String: PlacedLayer] = [:]
            func visit(_ layers: [PresentationLayer], parent: String?, opacity: Double, clip: String?, toCanvas: Transform2D) {
                let ordered = Renderer.zOrdered(layers)
                merge(ordered.map(\.id), into: parent)
                for layer in ordered {
                    let own = layer.flag(.hidden) ? 0 : min(max(layer.number(.opacity), 0), 1)
                    let bounds = layer.rect(.bounds), anchor = layer.point(.anchorPoint), position = layer.point(.position)
                    let placed = Transform2D(translationX: -bounds.origin.x - anchor.x * bounds.size.width,
                                             y: -bounds.origin.y - anchor.y * bounds.size.height)
                        .concatenating(layer.planeTransform.affine)
                        .concatenating(Transform2D(translationX: position.x, y: position.y))
                        .concatenating(toCanvas)
                    index[layer.id] = PlacedLayer(layer: layer, parent: parent, opacity: opacity * own, clip: clip, toCanvas: placed)
                    visit(layer.sublayers, parent: layer.id, opacity: opacity * own,
                          clip: layer.flag(.masksToBounds) ? layer.id : clip, toCanvas: placed)
                }
            }
            visit(timeline.presentation(at: point.time).layers, parent: nil, opacity: 1, clip: nil, toCanvas: .identity)
            placed.append(index)
        }
    }

    /// Why the layer and its sublayers are held as pictures: the first reason met at any sample.
    func pictureReason(of id: String) -> String? {
        placed.lazy.compactMap { $0[id].flatMap { LottieDocumentWriter.pictureReason($0.layer) } }.first
    }

    /// Every layer held as pictures, in drawing order, with its reason; the sublayers of one
    /// are part of its pictures, so not listed.
    func pictureLayers() -> [(id: String, reason: String)] {
        var found: [(id: String, reason: String)] = []
        func visit(_ ids: [String]) {
            for id in ids {
                if let reason = pictureReason(of: id) { found.append((id, reason)) } else { visit(children[id] ?? []) }
            }
        }
        visit(children[nil] ?? [])
        return found
    }

    /// Adds sublayers met for the first time after the sibling drawn just below them.
    private mutating func merge(_ ids: [String], into parent: String?) {
        var merged = children[parent] ?? []
        var previous: Int?
        for id in ids {
            if let found = merged.firstIndex(of: id) {
                previous = found
            } else {
                let at = previous.map { $0 + 1 } ?? 0
                merged.insert(id, at: at)
                previous = at
            }
        }
        children[parent] = merged
    }
}
