import Foundation
import FlipbookTiming

/// A key path into a layer property (`position.y`, `transform.rotation.z`, `bounds.size.width`).
///
/// Sub-paths of a transform work on its decomposition: the 2-D one (scale, rotation,
/// translation of the affine part) for `rotation.z`, `scale(.x/.y)` and `translation(.x/.y)`,
/// the 3-D one (Euler angles applied x, then y, then z) for `rotation.x`, `rotation.y`,
/// `scale.z` and `translation.z`. Reading `transform.rotation.z` gives the decomposed angle in
/// (−π, π]; setting a part replaces it and keeps the others (perspective included); an
/// additive animation adds to it.
public struct LayerKeyPath: Sendable, Hashable, CustomStringConvertible {
    /// The property the path lives in.
    public let property: LayerProperty
    /// The component inside it, or nil for the whole property.
    public let component: Component?

    /// A part of a property's value.
    public enum Component: String, Sendable, Hashable, CaseIterable {
        /// A point's x (`position.x`).
        case x
        /// A point's y (`position.y`).
        case y
        /// A size's width (`shadowOffset.width`).
        case width
        /// A size's height (`shadowOffset.height`).
        case height
        /// A rectangle's origin (`bounds.origin`).
        case origin
        /// A rectangle's origin x (`bounds.origin.x`).
        case originX = "origin.x"
        /// A rectangle's origin y (`bounds.origin.y`).
        case originY = "origin.y"
        /// A rectangle's size (`bounds.size`).
        case size
        /// A rectangle's width (`bounds.size.width`).
        case sizeWidth = "size.width"
        /// A rectangle's height (`bounds.size.height`).
        case sizeHeight = "size.height"
        /// A transform's rotation in the plane, in radians (`transform.rotation.z`; `transform.rotation` too).
        case rotationZ = "rotation.z"
        /// A transform's uniform scale (`transform.scale`).
        case scale
        /// A transform's x scale (`transform.scale.x`).
        case scaleX = "scale.x"
        /// A transform's y scale (`transform.scale.y`).
        case scaleY = "scale.y"
        /// A transform's translation in the plane, as a size (`transform.translation`).
        case translation
        /// A transform's x translation (`transform.translation.x`).
        case translationX = "translation.x"
        /// A transform's y translation (`transform.translation.y`).
        case translationY = "translation.y"
        /// A transform's rotation about x, in radians (`transform.rotation.x`).
        case rotationX = "rotation.x"
        /// A transform's rotation about y, in radians (`transform.rotation.y`).
        case rotationY = "rotation.y"
        /// A transform's z scale (`transform.scale.z`).
        case scaleZ = "scale.z"
        /// A transform's z translation (`transform.translation.z`).
        case translationZ = "translation.z"

        /// Components a property kind has.
        static func of(_ kind: ValueKind) -> [Component] {
            switch kind {
            case .point: return [.x, .y]
            case .size: return [.width, .height]
            case .rect: return [.origin, .originX, .originY, .size, .sizeWidth, .sizeHeight]
            case .transform:
                return [.rotationX, .rotationY, .rotationZ, .scale, .scaleX, .scaleY, .scaleZ,
                        .translation, .translationX, .translationY, .translationZ]
            case .number, .color, .bool, .string, .path, .colors, .numbers: return []
            }
        }

        /// The kind of the component's value.
        var kind: ValueKind {
            switch self {
            case .origin: return .point
            case .size, .translation: return .size
            default: return .number
            }
        }
    }

    /// Parses a key path; `transform.rotation` is an alias of `transform.rotation.z` (and
    /// `sublayerTransform.rotation` of `sublayerTransform.rotation.z`), as in Core Animation.
    /// `transform.scale.xy` is `transform.scale`: Core Animation accepts it though Apple's
    /// key-path table does not list it, and libraries use it (a pulsing halo scales its rings
    /// with it); both scale x and y together, and Flipbook's `scale` leaves z alone.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
        guard let property = LayerProperty(rawValue: parts[0]) else { return nil }
        self.property = property
        guard parts.count == 2 else {
            component = nil
            return
        }
        let transformAliases = ["rotation": "rotation.z", "scale.xy": "scale"]
        let name = property.kind == .transform ? transformAliases[parts[1]] ?? parts[1] : parts[1]
        guard let component = Component(rawValue: name), Component.of(property.kind).contains(component) else {
            return nil
        }
        self.component = component
    }

    /// A path to a whole property.
    public init(_ property: LayerProperty) {
        self.property = property
        component = nil
    }

    /// The canonical spelling.
    public var description: String {
        component.map { "\(property.rawValue).\($0.rawValue)" } ?? property.rawValue
    }

    /// The kind of value at this path.
    public var kind: ValueKind { component?.kind ?? property.kind }

    /// Every valid key path of a layer kind (with the alias `transform.rotation`), for error
    /// messages that list them.
    public static func all(for layerKind: LayerKind) -> [String] {
        paths(of: LayerProperty.allCases.filter { $0.applies(to: layerKind) })
    }

    /// The key paths animations may change on a layer of a kind (`all(for:)` less `maskedCorners`).
    public static func animatable(for layerKind: LayerKind) -> [String] {
        paths(of: LayerProperty.allCases.filter { $0.applies(to: layerKind) && $0.isAnimatable })
    }

    private static func paths(of properties: [LayerProperty]) -> [String] {
        properties.flatMap { property in
            [property.rawValue] + Component.of(property.kind).flatMap { component in
                let path = "\(property.rawValue).\(component.rawValue)"
                return component == .rotationZ ? ["\(property.rawValue).rotation", path] : [path]
            }
        }
    }

    /// The value at this path inside a whole property value.
    public func read(from value: AnimationValue) -> AnimationValue {
        guard let component else { return value }
        switch (value, component) {
        case (.point(let point), .x): return .number(point.x)
        case (.point(let point), .y): return .number(point.y)
        case (.size(let size), .width): return .number(size.width)
        case (.size(let size), .height): return .number(size.height)
        case (.rect(let rect), .origin): return .point(rect.origin)
        case (.rect(let rect), .originX): return .number(rect.origin.x)
        case (.rect(let rect), .originY): return .number(rect.origin.y)
        case (.rect(let rect), .size): return .size(rect.size)
        case (.rect(let rect), .sizeWidth): return .number(rect.size.width)
        case (.rect(let rect), .sizeHeight): return .number(rect.size.height)
        case (.transform(let transform), _):
            if let spatial = SpatialTransformComponents(transform), spatial.handles(component) {
                return .number(spatial.read(component))
            }
            return TransformComponents(transform).read(component)
        default:
            return AnimationValue.zero(of: kind)
        }
    }

    /// The whole property value with this path's part replaced (a non-additive animation or a set).
    public func write(_ part: AnimationValue, into value: AnimationValue) -> AnimationValue {
        update(value, with: part, additive: false)
    }

    /// The whole property value with `part` added to this path's part (an additive animation).
    public func add(_ part: AnimationValue, into value: AnimationValue) -> AnimationValue {
        update(value, with: part, additive: true)
    }

    private func update(_ value: AnimationValue, with part: AnimationValue, additive: Bool) -> AnimationValue {
        guard let component else { return additive ? value.adding(part) : part }
        if case .transform(let transform) = value {
            if var spatial = SpatialTransformComponents(transform), spatial.handles(component),
               case .number(let number) = part {
                spatial.update(component, with: number, additive: additive)
                return .transform(spatial.transform)
            }
            var parts = TransformComponents(transform)
            parts.update(component, with: part, additive: additive)
            return .transform(parts.transform)
        }
        let current = read(from: value)
        let new = additive ? current.adding(part) : part
        switch (value, component, new) {
        case (.point(var point), .x, .number(let number)): point.x = number; return .point(point)
        case (.point(var point), .y, .number(let number)): point.y = number; return .point(point)
        case (.size(var size), .width, .number(let number)): size.width = number; return .size(size)
        case (.size(var size), .height, .number(let number)): size.height = number; return .size(size)
        case (.rect(var rect), .origin, .point(let point)): rect.origin = point; return .rect(rect)
        case (.rect(var rect), .originX, .number(let number)): rect.origin.x = number; return .rect(rect)
        case (.rect(var rect), .originY, .number(let number)): rect.origin.y = number; return .rect(rect)
        case (.rect(var rect), .size, .size(let size)): rect.size = size; return .rect(rect)
        case (.rect(var rect), .sizeWidth, .number(let number)): rect.size.width = number; return .rect(rect)
        case (.rect(var rect), .sizeHeight, .number(let number)): rect.size.height = number; return .rect(rect)
        default: return value
        }
    }
}

/// A transform's affine part as scale, rotation and translation, for transform sub-paths.
struct TransformComponents {
    var parts: DecomposedTransform2D
    /// The non-affine entries (z and perspective), carried through unchanged.
    let original: Transform3D

    init(_ transform: Transform3D) {
        original = transform
        parts = DecomposedTransform2D(transform.affine)
    }

    var transform: Transform3D {
        let affine = parts.transform
        var result = original
        (result.m11, result.m12, result.m21, result.m22, result.m41, result.m42) =
            (affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty)
        return result
    }

    func read(_ component: LayerKeyPath.Component) -> AnimationValue {
        switch component {
        case .rotationZ: return .number(parts.angle * .pi / 180)
        case .scale: return .number((parts.scaleX + parts.scaleY) / 2)
        case .scaleX: return .number(parts.scaleX)
        case .scaleY: return .number(parts.scaleY)
        case .translation: return .size(Size(width: parts.translateX, height: parts.translateY))
        case .translationX: return .number(parts.translateX)
        case .translationY: return .number(parts.translateY)
        default: return .number(0)
        }
    }

    mutating func update(_ component: LayerKeyPath.Component, with value: AnimationValue, additive: Bool) {
        func apply(_ current: Double, _ new: Double) -> Double { additive ? current + new : new }
        switch (component, value) {
        case (.rotationZ, .number(let radians)):
            parts.angle = apply(parts.angle, radians * 180 / .pi)
        case (.scale, .number(let scale)):
            parts.scaleX = apply(parts.scaleX, scale)
            parts.scaleY = apply(parts.scaleY, scale)
        case (.scaleX, .number(let scale)): parts.scaleX = apply(parts.scaleX, scale)
        case (.scaleY, .number(let scale)): parts.scaleY = apply(parts.scaleY, scale)
        case (.translation, .size(let size)):
            parts.translateX = apply(parts.translateX, size.width)
            parts.translateY = apply(parts.translateY, size.height)
        case (.translationX, .number(let x)): parts.translateX = apply(parts.translateX, x)
        case (.translationY, .number(let y)): parts.translateY = apply(parts.translateY, y)
        default: break
        }
    }
}

/// A transform's 3-D decomposition with its rotation as Euler angles (x first, then y, then z,
/// in Core Animation's row-vector order), for the 3-D transform sub-paths.
struct SpatialTransformComponents {
    var parts: DecomposedTransform3D
    var angles: (x: Double, y: Double, z: Double)

    /// Nil when the transform cannot be decomposed (a singular matrix).
    init?(_ transform: Transform3D) {
        guard let parts = DecomposedTransform3D(transform) else { return nil }
        self.parts = parts
        angles = Self.eulerAngles(of: parts.rotation.rotationRows)
    }

    func handles(_ component: LayerKeyPath.Component) -> Bool {
        [.rotationX, .rotationY, .scaleZ, .translationZ].contains(component)
    }

    var transform: Transform3D {
        var result = parts
        let rotation = Transform3D(rotationAngle: angles.x, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(rotationAngle: angles.y, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(rotationAngle: angles.z, x: 0, y: 0, z: 1))
        result.rotation = Quaternion(orthonormalRows: (0..<3).map { Array(rotation.rows[$0][0..<3]) })
        return result.transform
    }

    func read(_ component: LayerKeyPath.Component) -> Double {
        switch component {
        case .rotationX: return angles.x
        case .rotationY: return angles.y
        case .scaleZ: return parts.scaleZ
        default: return parts.translateZ
        }
    }

    mutating func update(_ component: LayerKeyPath.Component, with value: Double, additive: Bool) {
        func apply(_ current: Double) -> Double { additive ? current + value : value }
        switch component {
        case .rotationX: angles.x = apply(angles.x)
        case .rotationY: angles.y = apply(angles.y)
        case .scaleZ: parts.scaleZ = apply(parts.scaleZ)
        default: parts.translateZ = apply(parts.translateZ)
        }
    }

    /// Angles (a, b, c) with rows = Rx(a) · Ry(b) · Rz(c); at gimbal lock (cos b = 0) c is 0.
    ///
    /// Every rotation has two such triples, (a, b, c) and (a ± π, π − b, c ± π); this picks the
    /// one with the smaller x and z turns. So a turn about y alone reads as that turn even past
    /// 90° (Ry(4π/3) is (0, 4π/3, 0), not (π, −π/3, π)), and a second animation of
    /// `transform.rotation.y` that starts from it replaces the y turn, not a mirrored one.
    static func eulerAngles(of n: [[Double]]) -> (x: Double, y: Double, z: Double) {
        let y = asin(min(max(-n[0][2], -1), 1))
        if abs(cos(y)) < 1e-9 {
            return (atan2(n[1][0] * (y > 0 ? 1 : -1), n[1][1]), y, 0)
        }
        let (x, z) = (atan2(n[1][2], n[2][2]), atan2(n[0][1], n[0][0]))
        func flipped(_ angle: Double) -> Double { angle > 0 ? angle - .pi : angle + .pi }
        let (otherX, otherZ) = (flipped(x), flipped(z))
        if abs(otherX) + abs(otherZ) < abs(x) + abs(z) - 1e-9 {
            return (otherX, .pi - y, otherZ)
        }
        return (x, y, z)
    }
}
