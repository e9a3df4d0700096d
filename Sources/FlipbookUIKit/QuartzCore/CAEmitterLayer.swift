import Foundation
import FlipbookScene

/// `CAEmitterLayerEmitterShape`: where particles are born.
public struct CAEmitterLayerEmitterShape: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// At `emitterPosition`.
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// Along a horizontal line `emitterSize.width` long, centred on the position.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// In (or on the edge of) a rectangle of `emitterSize` centred on the position.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// As `rectangle` (depth is not modelled).
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// In (or on) a circle of diameter `emitterSize.width` centred on the position.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// As `circle` (depth is not modelled).
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// `CAEmitterLayerEmitterMode`: which part of the shape particles are born on.
public struct CAEmitterLayerEmitterMode: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// At the shape's centre.
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// On its edge.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// Inside it.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Inside it (depth is not modelled).
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// `CAEmitterLayerRenderMode`: how particles are drawn over each other.
public struct CAEmitterLayerRenderMode: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// In any order (here: oldest first).
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// Oldest at the back.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// Oldest in front.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// By depth (here: oldest first).
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Colours added together: not modelled (a problem; drawn oldest first).
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

/// `CAEmitterLayer`: a particle emitter. In a recording each particle is a sublayer of the
/// emitter, added at its birth on the recording's clock (births `1 / rate` seconds apart,
/// from time 0) and removed at its death; its flight is keyframes of its coordinates (each a
/// quadratic of time under constant acceleration, drawn exactly by timing curves), with its
/// fade, growth and spin as animations, so frames and values are exact and the same in
/// every run (the random spreads come from `seed`). Particles move in the layer's plane;
/// colour speeds, sub-cells and additive rendering are not modelled (the last two are listed
/// as problems).
open class CAEmitterLayer: CALayer, @unchecked Sendable {
    /// The cells emitted.
    open var emitterCells: [CAEmitterCell]? { didSet { emitterChanged() } }
    /// Multiplies each cell's birth rate (1 by default).
    open var birthRate: Float = 1 { didSet { emitterChanged() } }
    /// Multiplies each particle's lifetime (1 by default).
    open var lifetime: Float = 1
    /// The centre of the emitter shape, in the layer's coordinates.
    open var emitterPosition: CGPoint = .zero
    /// Kept: particles move in the plane.
    open var emitterZPosition: CGFloat = 0
    /// The size of the emitter shape.
    open var emitterSize: CGSize = .zero
    /// Kept: depth is not modelled.
    open var emitterDepth: CGFloat = 0
    /// The shape particles are born in (a point by default).
    open var emitterShape: CAEmitterLayerEmitterShape = .point
    /// Which part of the shape (its volume by default).
    open var emitterMode: CAEmitterLayerEmitterMode = .volume
    /// How particles overlap (unordered by default).
    open var renderMode: CAEmitterLayerRenderMode = .unordered {
        didSet { if renderMode == .additive { report("renderMode .additive is not drawn: particles are drawn over each other", isWarning: true) } }
    }
    /// Kept.
    open var preservesDepth = false
    /// Multiplies each particle's velocity (1 by default).
    open var velocity: Float = 1
    /// Multiplies each particle's scale (1 by default).
    open var scale: Float = 1
    /// Multiplies each particle's spin (1 by default).
    open var spin: Float = 1
    /// The seed of the random spreads.
    open var seed: UInt32 = 0

    /// The emission running in a recording, if any.
    private var emission: ParticleEmission?

    /// Starts (or restarts) emitting in the running recording, or in the next one.
    private func emitterChanged() {
        for cell in emitterCells ?? [] where !(cell.emitterCells ?? []).isEmpty {
            report("emitter cell \(cell.name.map { "'\($0)' " } ?? "")has sub-cells, which are not modelled: its particles emit nothing", isWarning: true)
        }
        if let scene = RecordingContext.current?.scene, scene.isRecording {
            MainActor.assumeIsolated { start(in: scene) }
        } else if !waitingForRecording {
            waitingForRecording = true
            SetUpWork.addToRunLoop { [weak self] scene in
                MainActor.assumeIsolated {
                    self?.waitingForRecording = false
                    self?.start(in: scene)
                }
            }
        }
    }

    private var waitingForRecording = false

    @MainActor
    private func start(in scene: Scene) {
        emission?.stop()
        emission = ParticleEmission(emitter: self, scene: scene)
        emission?.start()
    }
}
