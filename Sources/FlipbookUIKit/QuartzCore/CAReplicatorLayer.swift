import Foundation
import FlipbookScene
import FlipbookTiming

/// `CAReplicatorLayer`: its sublayers drawn `instanceCount` times. Copy k is copy k − 1 moved by
/// `instanceTransform` (about the layer's centre), runs its sublayers' animations
/// `instanceDelay` later, and is multiplied by `instanceColor` plus k times the colour offsets.
/// All of it is drawn and animatable, as on iOS.
open class CAReplicatorLayer: CALayer, @unchecked Sendable {
    override class var engineKind: LayerKind { .replicator }

    override class func snapshotLayer(_ engine: Layer, generatedID: String) -> CALayer {
        CAReplicatorLayer(snapshot: engine, generatedID: generatedID)
    }

    /// How many copies of the sublayers are drawn, the first one in place (1 by default).
    open var instanceCount: Int {
        get { Int(number(.instanceCount)) }
        set { change(.instanceCount, .number(Double(max(newValue, 0)))) }
    }

    /// How much later each copy runs the sublayers' animations than the one before (0 by default).
    open var instanceDelay: CFTimeInterval {
        get { Double(number(.instanceDelay)) }
        set { change(.instanceDelay, .number(newValue)) }
    }

    /// The transform each copy adds to the one before, about the replicator's anchor point. Animatable.
    open var instanceTransform: CATransform3D {
        get { if case .transform(let transform) = engine[.instanceTransform] { return CATransform3D(transform) }; return CATransform3DIdentity }
        set { change(.instanceTransform, .transform(newValue.transform3D)) }
    }

    /// Opaque white (no tint) unless set.
    open var instanceColor: CGColor? {
        get { color(.instanceColor) }
        set { change(.instanceColor, .color(newValue?.color ?? .white)) }
    }

    /// Added to the red tint of each copy after the first (0 by default). Animatable.
    open var instanceRedOffset: Float {
        get { Float(number(.instanceRedOffset)) }
        set { change(.instanceRedOffset, .number(Double(newValue))) }
    }

    /// Added to the green tint of each copy after the first (0 by default). Animatable.
    open var instanceGreenOffset: Float {
        get { Float(number(.instanceGreenOffset)) }
        set { change(.instanceGreenOffset, .number(Double(newValue))) }
    }

    /// Added to the blue tint of each copy after the first (0 by default). Animatable.
    open var instanceBlueOffset: Float {
        get { Float(number(.instanceBlueOffset)) }
        set { change(.instanceBlueOffset, .number(Double(newValue))) }
    }

    /// Added to the opacity of each copy after the first (0 by default). Animatable.
    open var instanceAlphaOffset: Float {
        get { Float(number(.instanceAlphaOffset)) }
        set { change(.instanceAlphaOffset, .number(Double(newValue))) }
    }

    /// Whether copies keep their depth: not modelled (copies are flattened like every layer
    /// here), so setting it is listed as a warning.
    open var preservesDepth = false {
        didSet { if preservesDepth, !oldValue { report("preservesDepth is not modelled: the copies are drawn flattened", isWarning: true) } }
    }
}
