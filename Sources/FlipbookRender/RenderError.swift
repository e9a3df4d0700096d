/// Why a frame could not be drawn.
public struct RenderError: Error, Equatable, CustomStringConvertible {
    /// What kind of failure, for the exit code.
    public enum Kind: Sendable, Equatable {
        /// Something in the scene is wrong (an unreadable image it names, a canvas too large).
        case badInput
        /// The machine lacks something (a font file, memory for a surface).
        case environment
    }

    /// The kind.
    public let kind: Kind
    /// What went wrong and how to fix it.
    public let message: String

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
