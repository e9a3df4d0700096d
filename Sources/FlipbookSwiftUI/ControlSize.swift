import FlipbookUIKit

/// `ControlSize`: how large controls inside draw (`controlSize(_:)`).
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest.
    case mini
    /// Smaller than regular.
    case small
    /// The default.
    case regular
    /// Larger than regular.
    case large
    /// The largest.
    case extraLarge
}

extension EnvironmentValues {
    /// How large controls inside draw (`.regular` by default).
    public var controlSize: ControlSize {
        get { storedControlSize }
        set { storedControlSize = newValue }
    }
}

extension View {
    /// Controls inside drawn at `controlSize`. The environment reads it; controls are drawn at
    /// the regular size, so another size is a warning.
    public func controlSize(_ controlSize: ControlSize) -> ModifiedContent<ModifiedContent<Self, _EnvironmentModifier>, _WrapModifier> {
        modifier(_EnvironmentModifier { $0.controlSize = controlSize })
            .modifier(_WrapModifier { path, content in
                let node = WrapperNode(path: path, kind: "controlSize", content: content)
                if controlSize != .regular { node.warning = "controlSize(.\(controlSize)): the controls inside are drawn at the regular size (not modelled)" }
                return node
            })
    }
}
