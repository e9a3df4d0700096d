import Foundation

/// `CAEmitterCell`: what a `CAEmitterLayer` emits: `birthRate` particles a second, each living
/// `lifetime` seconds, leaving in `emissionLongitude`'s direction (0: rightwards, −π/2: up, as
/// Apple's firework example has it) within `emissionRange`, at `velocity` points per second,
/// accelerated by `xAcceleration`/`yAcceleration`, scaled, spinning and fading as its speeds say.
/// Each `…Range` varies its value by up to that much either way, from the layer's `seed`.
open class CAEmitterCell: NSObject, @unchecked Sendable {
    /// The cell's name.
    open var name: String?
    /// Whether it emits.
    open var isEnabled = true
    /// Particles a second.
    open var birthRate: Float = 0
    /// Seconds a particle lives.
    open var lifetime: Float = 0
    /// How much the lifetime varies either way.
    open var lifetimeRange: Float = 0
    /// The emission's turn out of the screen's plane (kept: particles move in the plane).
    open var emissionLatitude: CGFloat = 0
    /// The emission's direction in the plane, in radians (0: rightwards; y grows downwards).
    open var emissionLongitude: CGFloat = 0
    /// The angle of the cone particles leave in, around the direction.
    open var emissionRange: CGFloat = 0
    /// Points per second.
    open var velocity: CGFloat = 0
    /// How much the velocity varies either way.
    open var velocityRange: CGFloat = 0
    /// Points per second squared along x.
    open var xAcceleration: CGFloat = 0
    /// Points per second squared along y (down).
    open var yAcceleration: CGFloat = 0
    /// Kept: particles move in the plane.
    open var zAcceleration: CGFloat = 0
    /// The particle's scale (1: the contents' size).
    open var scale: CGFloat = 1
    /// How much the scale varies either way.
    open var scaleRange: CGFloat = 0
    /// The change of scale per second.
    open var scaleSpeed: CGFloat = 0
    /// Radians per second a particle turns.
    open var spin: CGFloat = 0
    /// How much the spin varies either way.
    open var spinRange: CGFloat = 0
    /// The colour the contents are multiplied by (white: as they are).
    open var color: CGColor?
    /// How much red varies either way.
    open var redRange: Float = 0
    /// How much green varies either way.
    open var greenRange: Float = 0
    /// How much blue varies either way.
    open var blueRange: Float = 0
    /// How much alpha varies either way.
    open var alphaRange: Float = 0
    /// The change of red per second (kept: a particle keeps its colour).
    open var redSpeed: Float = 0
    /// The change of green per second (kept).
    open var greenSpeed: Float = 0
    /// The change of blue per second (kept).
    open var blueSpeed: Float = 0
    /// The change of alpha per second: particles fade (or grow opaque) at it.
    open var alphaSpeed: Float = 0
    /// The particle's image (a `CGImage`).
    open var contents: Any?
    /// The part of the contents drawn.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels per point of the contents.
    open var contentsScale: CGFloat = 1
    /// Kept (filters do not change the drawing here).
    open var magnificationFilter = "linear"
    /// Kept.
    open var minificationFilter = "linear"
    /// Kept.
    open var minificationFilterBias: Float = 0
    /// Cells the particles would emit in turn: not modelled (listed as a problem).
    open var emitterCells: [CAEmitterCell]?
    /// When the cell starts emitting, in seconds after the layer's start.
    open var beginTime: CFTimeInterval = 0
    /// How long it emits (0: for ever).
    open var duration: CFTimeInterval = 0

    /// A cell emitting nothing until its birth rate and lifetime are set.
    public required override init() {
        super.init()
    }

    /// A new cell.
    open class func emitterCell() -> Self { Self() }
}
