extension Timeline {
    /// Every `<layer id>.<key path>` whose presentation value moves during the scene: the key
    /// paths of attached animations (group children included) and of model changes after the
    /// start, in layer order and then in the order they first appear. Key paths whose values
    /// are not tabular (paths, colour and number lists) are left out; frames show those.
    public var animatedKeyPaths: [String] {
        var keys: [String] = []
        var seen: Set<String> = []
        func note(_ layer: String, _ keyPath: LayerKeyPath) {
            guard ValueTable.isTabular(keyPath.kind) else { return }
            let key = "\(layer).\(keyPath)"
            if seen.insert(key).inserted { keys.append(key) }
        }
        func note(_ layer: String, _ animation: Animation) {
            if case .group(let children) = animation.content {
                for child in children { note(layer, child) }
            } else if let keyPath = animation.keyPath {
                note(layer, keyPath)
            }
        }
        for track in layers {
            for attachment in track.attachments { note(track.id, attachment.animation) }
            for change in track.changes where change.time > 0 { note(track.id, change.keyPath) }
        }
        return keys
    }
}
