import FlipbookTiming

extension Layer {
    /// Sets a key path the way a view-backed layer does (FlipbookUIKit's views and scene files'
    /// `animate` changes): inside an `animate` block the change becomes UIKit's additive
    /// animation, inside `animateKeyframes` a keyframe; elsewhere it is immediate.
    public func changeAsView(_ keyPath: LayerKeyPath, to value: AnimationValue) {
        if let scene = recorder, let keyframes = scene.currentKeyframes {
            scene.recordKeyframeChange(of: keyPath, on: self, to: value, in: keyframes)
            return
        }
        guard let scene = recorder, let block = scene.currentBlock else {
            setValue(value, for: keyPath)
            return
        }
        scene.animateChange(of: keyPath, on: self, to: value, in: block)
    }

    /// `anchorPoint`.
    public var anchorPoint: Point {
        get { if case .point(let point) = self[.anchorPoint] { return point }; return Point(x: 0.5, y: 0.5) }
        set { self[.anchorPoint] = .point(newValue) }
    }
}
