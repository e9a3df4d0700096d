import FlipbookTiming

extension Timeline {
    /// Things that are legal but likely mistakes, one sentence each, for `flipbook validate`:
    /// a transform animation turning by exactly π (its direction is a tie), an animation still
    /// running when the scene ends, and completions that would run after the end (a completion
    /// chain the duration cuts off); and the warnings among its `problems` (what an import or a
    /// recording met and drew with a substitute), without their prefix.
    public var warnings: [String] {
        var warnings = problems.filter(Self.isWarning).map { String($0.dropFirst(Self.warningPrefix.count)) }
        for track in layers {
            for attachment in track.attachments {
                if halfTurn(attachment.animation) {
                    warnings.append("animation '\(attachment.key)' on layer '\(track.id)' turns a transform by exactly π: "
                        + "either way round is shortest, so the direction is a tie (Flipbook turns counter-clockwise, "
                        + "a device may not); use π ± 0.01 or the key path transform.rotation.z")
                }
                let stop = min(attachment.endTime, attachment.detachTime ?? .infinity, track.removalTime ?? .infinity)
                if stop > duration + 1e-9, !animationsMayOutlastTheScene {
                    let end = stop.isFinite ? "ends at \(DecimalText.trimmed(stop)) s" : "never ends"
                    warnings.append("animation '\(attachment.key)' on layer '\(track.id)' is still running when the scene ends "
                        + "at \(DecimalText.trimmed(duration)) s (it \(end)): the last frame is not its end state")
                }
            }
        }
        if let first = completionsAfterEnd.first {
            warnings.append("\(completionsAfterEnd.count) completion\(completionsAfterEnd.count == 1 ? "" : "s") would run after "
                + "the scene ends at \(DecimalText.trimmed(duration)) s (the first at \(DecimalText.trimmed(first)) s) and "
                + "\(completionsAfterEnd.count == 1 ? "is" : "are") not simulated: a completion chain that never stops?")
        }
        return warnings
    }

    /// Every image file the scene draws (`contents`, `backgroundPattern`), as written, once each.
    public var imagePaths: [String] {
        var paths: [String] = []
        for track in layers {
            let values = [track.initialValues[.contents], track.initialValues[.backgroundPattern]]
                + track.changes.filter { [.contents, .backgroundPattern].contains($0.keyPath.property) }.map(\.value)
            for case .string(let path)? in values where !path.isEmpty && !paths.contains(path) { paths.append(path) }
        }
        return paths
    }

    /// `imagePaths` as file paths (what `flipbook watch` watches).
    public var imageFiles: [String] { imagePaths.map { Self.imageFile($0, relativeTo: resourceDirectory) } }

    /// An image path as a scene writes it, as a file path: absolute, or relative to `directory`
    /// (the scene file's folder, `resourceDirectory`).
    public static func imageFile(_ path: String, relativeTo directory: String) -> String {
        path.hasPrefix("/") ? path : directory + "/" + path
    }

    /// Whether a basic or spring animation of a whole transform (or a group child) turns by exactly ±π.
    private func halfTurn(_ animation: Animation) -> Bool {
        switch animation.content {
        case .group(let children):
            return children.contains(where: halfTurn)
        case .basic(let from, let to, let by), .spring(_, let from, let to, let by):
            guard animation.keyPath?.kind == .transform else { return false }
            func angle(_ value: AnimationValue?) -> Double? {
                guard case .transform(let transform)? = value else { return nil }
                return DecomposedTransform2D(transform.affine).angle
            }
            let turn: Double?
            if let start = angle(from), let end = angle(to) {
                turn = end - start
            } else {
                turn = angle(by) ?? (from != nil && to == nil ? angle(from) : angle(to))
            }
            guard let turn else { return false }
            let halfTurns = abs(turn) / 180
            return abs(halfTurns - halfTurns.rounded()) < 1e-9 && Int(halfTurns.rounded()) % 2 == 1
        default:
            return false
        }
    }
}
