/// A straight wall bodies collide with, from `start` to `end` (both sides stop them).
public struct Boundary: Sendable {
    /// The name contacts report.
    public var identifier: String
    /// One end.
    public var start: Vector
    /// The other end.
    public var end: Vector

    /// A wall from `start` to `end`.
    public init(identifier: String, from start: Vector, to end: Vector) {
        self.identifier = identifier
        self.start = start
        self.end = end
    }
}
