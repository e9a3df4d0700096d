import FlipbookUIKit
import protocol FlipbookScene.SteppedMotion
import struct FlipbookScene.SteppedTrajectory

/// SwiftUI's persistent spring (`spring(response:dampingFraction:blendDuration:)` and what is
/// built on it: `spring(duration:bounce:)`, `smooth`, `snappy`, `bouncy`, `interactiveSpring`,
/// `default`), integrated as SwiftUI integrates it rather than in closed form: fixed steps of
/// 1/300 s (half a step of force, the position, the force again, half a step more: velocity
/// Verlet), mass 1, stiffness (2π / response)² capped at 45 000, damping 2√stiffness ×
/// dampingFraction. It stops when both its velocity and its force are within 0.06 (squared:
/// 0.0036, in the value's own units per second) and it is within 1 % of the change from where it
/// is to go; a change made while one is in flight takes it over from where it is, at its
/// velocity, the response blending from the old one's to the new over `blendDuration`
/// (smoothstep). Evidence: OpenSwiftUI's `FluidSpringAnimation`, audited against SwiftUICore
/// 6.5.4 (Apple publishes only "will be replaced by their successor, preserving velocity from
/// one animation to the next. Optionally blends the response values between springs over a
/// time period").
struct FluidSpring: Hashable, Sendable {
    var response: Double
    var dampingFraction: Double
    var blendDuration: Double

    static let stepsPerSecond = 300.0
    /// The longest it runs (an undamped spring never stops by SwiftUI's rule).
    static let longestRun = 60.0

    /// The stiffness at a response of `response`: (2π / response)², capped.
    static func stiffness(response: Double) -> Double { min(response > 0 ? pow(2 * .pi / response, 2) : .infinity, 45_000) }

    /// Runs the spring over `interval` from rest at zero (or at `velocity`), taking over from a
    /// spring of response `previousResponse` when given: the offset and velocity at each step,
    /// the last offset `interval`.
    func trajectory<V: VectorArithmetic>(interval: V, velocity: V = .zero, previousResponse: Double? = nil) -> (offsets: [V], velocities: [V]) {
        var offset = V.zero, speed = velocity, force = V.zero
        var offsets = [offset], velocities = [speed]
        let blend = previousResponse.map { $0 - response } ?? 0
        let step = 1 / Self.stepsPerSecond
        let tolerance = interval.scaled(by: 0.01).magnitudeSquared
        for index in 1...Int(Self.longestRun * Self.stepsPerSecond) {
            let time = Double(index) * step
            var r = response
            if blendDuration > 0, blend != 0 {
                let progress = min(max(time / blendDuration, 0), 1)
                r += blend * (1 - progress * progress * (3 - 2 * progress))
            }
            let stiffness = Self.stiffness(response: r)
            let damping = -2 * stiffness.squareRoot() * dampingFraction
            let half = force.scaled(by: step / 2) + speed
            offset += half.scaled(by: step)
            force = half.scaled(by: damping) + (interval - offset).scaled(by: stiffness)
            speed = force.scaled(by: step / 2) + half
            let settled = max(speed.magnitudeSquared, force.magnitudeSquared) <= 0.0036
                && (tolerance == 0 || tolerance >= (interval - offset).magnitudeSquared)
            offsets.append(settled ? interval : offset)
            velocities.append(settled ? .zero : speed)
            if settled { break }
        }
        if offsets.last != interval {
            offsets.append(interval)
            velocities.append(.zero)
        }
        return (offsets, velocities)
    }

    /// The step whose state shows `elapsed` seconds of animation time in: a step is taken once
    /// its time is reached (a rounding error past an instant does not take the next).
    static func step(at elapsed: Double) -> Int { max(Int((elapsed * stepsPerSecond - 1e-9).rounded(.up)), 0) }

    /// The fraction of a change of 1 shown at each step (the stop rule taken at that size).
    var unitProgress: [Double] { trajectory(interval: 1.0).offsets }
}

/// A `FluidSpring` run by the engine on each property a block changes.
struct FluidSpringMotion: SteppedMotion {
    let spring: FluidSpring
    /// The animation's speed: its time runs this many times faster.
    let speed: Double

    var stepsPerSecond: Double { FluidSpring.stepsPerSecond * speed }
    var takesOver: Bool { true }

    func trajectory(interval: AnimationValue, velocity: AnimationValue, takingOver previous: (any SteppedMotion)?) -> SteppedTrajectory {
        let previousResponse = (previous as? FluidSpringMotion)?.spring.response
        return SteppedTrajectory.stepping(interval, velocity: velocity, speed: speed, vector: { interval, velocity in
            spring.trajectory(interval: interval, velocity: velocity, previousResponse: previousResponse)
        }, transformFractions: { size in
            // Run over the transform's size (translation in points, rotation in radians,
            // scale: as SwiftUI's effects' data).
            spring.trajectory(interval: size > 0 ? size : 1.0, previousResponse: previousResponse).offsets.map { size > 0 ? $0 / size : $0 }
        })
    }
}

extension SteppedTrajectory {
    /// The trajectory of a change of `interval` (set off at `velocity`, per second of the
    /// animation at `speed`): a number, point, size, rectangle or colour steps as a vector
    /// (`vector`, in the animation's own time); a transform, which does not add up as a vector,
    /// moves by the fractions of its change `transformFractions` gives for its size, from rest.
    static func stepping(_ interval: AnimationValue, velocity: AnimationValue, speed: Double,
                         vector: (EngineVector, EngineVector) -> (offsets: [EngineVector], velocities: [EngineVector]),
                         transformFractions: (Double) -> [Double]) -> SteppedTrajectory {
        if let change = EngineVector(interval) {
            let run = vector(change, EngineVector(velocity)?.scaled(by: 1 / speed) ?? .zero)
            return SteppedTrajectory(offsets: run.offsets.map { $0.value(like: interval) },
                                     velocities: run.velocities.map { $0.scaled(by: speed).value(like: interval) })
        }
        let fractions = transformFractions(interval.distance(to: AnimationValue.zero(of: interval.kind)))
        return SteppedTrajectory(offsets: fractions.map { interval.scaled(by: $0) }, velocities: fractions.map { _ in interval.scaled(by: 0) })
    }
}

/// A layer property's value as a vector SwiftUI's animations can run on: numbers, points, sizes,
/// rectangles and colours (a transform is not one: nil).
struct EngineVector: VectorArithmetic {
    /// Its components (none: zero of any kind).
    var components: [Double]

    init(components: [Double]) { self.components = components }

    init?(_ value: AnimationValue) {
        switch value {
        case .number(let number): components = [number]
        case .point(let point): components = [point.x, point.y]
        case .size(let size): components = [size.width, size.height]
        case .rect(let rect): components = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        case .color(let color): components = [color.red, color.green, color.blue, color.alpha]
        default: return nil
        }
    }

    /// The value of the kind of `model` with these components.
    func value(like model: AnimationValue) -> AnimationValue {
        func at(_ index: Int) -> Double { index < components.count ? components[index] : 0 }
        switch model {
        case .number: return .number(at(0))
        case .point: return .point(.init(x: at(0), y: at(1)))
        case .size: return .size(.init(width: at(0), height: at(1)))
        case .rect: return .rect(.init(x: at(0), y: at(1), width: at(2), height: at(3)))
        case .color: return .color(.init(red: at(0), green: at(1), blue: at(2), alpha: at(3)))
        default: return model
        }
    }

    static var zero: EngineVector { EngineVector(components: []) }

    private static func combine(_ left: EngineVector, _ right: EngineVector, _ operation: (Double, Double) -> Double) -> EngineVector {
        let count = max(left.components.count, right.components.count)
        return EngineVector(components: (0..<count).map {
            operation($0 < left.components.count ? left.components[$0] : 0, $0 < right.components.count ? right.components[$0] : 0)
        })
    }
    static func + (left: EngineVector, right: EngineVector) -> EngineVector { combine(left, right, +) }
    static func - (left: EngineVector, right: EngineVector) -> EngineVector { combine(left, right, -) }
    static func == (left: EngineVector, right: EngineVector) -> Bool { (left - right).components.allSatisfy { $0 == 0 } }
    mutating func scale(by rhs: Double) { components = components.map { $0 * rhs } }
    var magnitudeSquared: Double { components.reduce(0) { $0 + $1 * $1 } }
}
