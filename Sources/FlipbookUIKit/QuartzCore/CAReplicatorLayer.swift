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

    open var instanceCount: Int {
        get { Int(number(.instanceCount)) }
        set { change(.instanceCount, .number(Double(max(newValue, 0)))) }
    }

    open var instanceDelay: CFTimeInterval {
        get { Double(number(.instanceDelay)) }
        set { change(.instanceDelay, .number(newValue)) }
    }

    open var instanceTransform: CATransform3D {
        get { if case .transform(let transform) = engine[.instanceTransform] { return CATransform3D(transform) }; return CATransform3DIdentity }
        set { change(.instanceTransform, .transform(newValue.transform3D)) }
    }

    /// Opaque white (no tint) unless set.
    open var instanceColor: CGColor? {
        get { color(.instanceColor) }
        set { change(.instanceColor, .color(newValue?.color ?? .white)) }
    }

    open var instanceRedOffset: Float {
        get { Float(number(.instanceRedOffset)) }
        set { change(.instanceRedOffset, .number(Double(newValue))) }
    }

    open var instanceGreenOffset: Float {
        get { Float(number(.instanceGreenOffset)) }
        set { change(.instanceGreenOffset, .number(Double(newValue))) }
    }

    open var instanceBlueOffset: Float {
        get { Float(number(.instanceBlueOffset)) }
        set { change(.instanceBlueOffset, .number(Double(newValue))) }
    }

    open var instanceAlphaOffset: Float {
        get { Float(number(.instanceAlphaOffset)) }
        set { change(.instanceAlphaOffset, .number(Double(newValue))) }
    }

    /// Stored; copies are flattened like every layer here.
    open var preservesDepth = false
}
