import FlipbookTiming

/// One animation's effect on one key path at an instant.
struct Contribution {
    let keyPath: LayerKeyPath
    let value: AnimationValue
    let isAdditive: Bool
}

/// Model values an animation reads for its missing ends.
struct ModelLookup {
    /// The model value now (read live: changing the model mid-flight bends the animation).
    let current: (LayerKeyPath) -> AnimationValue
    /// The model value before the change that came with the animation (for "no from, no to").
    let previous: (LayerKeyPath) -> AnimationValue
}

extension Animation {
    /// What this animation contributes at a parent time (the layer's local time, or a group's
    /// child time), in order. Top-level animations honour removal on completion; group children
    /// do not (Core Animation ignores it there).
    func contributions(atParentTime time: Double, isGroupChild: Bool, model: ModelLookup) -> [Contribution] {
        if case .group(let children) = content {
            guard let childTime = timing.timeForChildren(
                atParentTime: time, timingFunction: timingFunction ?? .linear, ignoringRemoval: isGroupChild)
            else { return [] }
            return children.flatMap {
                $0.asChild(of: timing).contributions(atParentTime: childTime, isGroupChild: true, model: model)
            }
        }
        guard let keyPath, let sample = timing.sample(atParentTime: time, ignoringRemoval: isGroupChild) else {
            return []
        }
        let value: AnimationValue
        switch content {
        case .basic(let from, let to, let by):
            let (start, end) = Self.ends(from: from, to: to, by: by, keyPath: keyPath, model: model)
            let eased = (timingFunction ?? .linear).value(at: sample.progress, beforeFlag: sample.beforeFlag)
            value = accumulate(start.interpolated(to: end, fraction: eased), start, end, sample)
        case .spring(let spring, let from, let to, let by):
            let (start, end) = Self.ends(from: from, to: to, by: by, keyPath: keyPath, model: model)
            let progress = spring.progress(at: sample.basicTime)
            value = accumulate(start.interpolated(to: end, fraction: progress), start, end, sample)
        case .keyframes(let track):
            let eased = (timingFunction ?? .linear).value(at: sample.progress, beforeFlag: sample.beforeFlag)
            value = accumulate(track.value(at: eased), track.values[0], track.values[track.values.count - 1], sample)
        case .path(let path):
            let eased = (timingFunction ?? .linear).value(at: sample.progress, beforeFlag: sample.beforeFlag)
            let (point, angle) = path.sample(at: eased)
            var result = [Contribution(keyPath: keyPath, value: .point(point), isAdditive: isAdditive)]
            if let mode = path.rotationMode {
                // The turn adds to the layer's own rotation, so a rotated model keeps its offset.
                let turn = mode == .auto ? angle : angle + .pi
                result.append(Contribution(keyPath: LayerKeyPath("transform.rotation.z")!, value: .number(turn),
                                           isAdditive: true))
            }
            return result
        case .group, .transition:
            return []
        }
        return [Contribution(keyPath: keyPath, value: value, isAdditive: isAdditive && keyPath.kind.adds)]
    }

    /// A group child with no duration of its own (0, the default) runs for the group's
    /// duration, not Core Animation's 0.25 s substitute. Apple documents neither; an iPhone
    /// recording does (NVActivityIndicatorView's Demo.gif: its ball-clip-rotate group of 0.75 s
    /// holds a rotation child with no duration, which turns smoothly for the whole 0.75 s).
    func asChild(of group: MediaTiming) -> Animation {
        guard timing.duration <= 0 else { return self }
        var child = self
        child.timing.duration = group.effectiveDuration
        return child
    }

    /// Cumulative animations start each repeat where the previous one ended.
    private func accumulate(_ value: AnimationValue, _ start: AnimationValue, _ end: AnimationValue,
                            _ sample: TimingSample) -> AnimationValue {
        guard isCumulative, sample.iteration > 0 else { return value }
        return value.adding(end.subtracting(start).scaled(by: Double(sample.iteration)))
    }

    /// The documented from/to/by combinations (timing.md §4.1); a missing end reads the model.
    static func ends(
        from: AnimationValue?, to: AnimationValue?, by: AnimationValue?, keyPath: LayerKeyPath, model: ModelLookup
    ) -> (AnimationValue, AnimationValue) {
        switch (from, to, by) {
        case (let from?, let to?, _): return (from, to)
        case (let from?, nil, let by?): return (from, from.adding(by))
        case (nil, let to?, let by?): return (to.subtracting(by), to)
        case (let from?, nil, nil): return (from, model.current(keyPath))
        case (nil, let to?, nil): return (model.current(keyPath), to)
        case (nil, nil, let by?):
            let current = model.current(keyPath)
            return (current, current.adding(by))
        case (nil, nil, nil): return (model.previous(keyPath), model.current(keyPath))
        }
    }
}

extension Animation {
    /// The number this animation gives at `parentTime` (its layer's time) over a model value
    /// of `model`: what Core Animation sets on the presentation layer for a property of your
    /// own. Nil while it has no effect (not begun, or ended and removed or not filling).
    public func number(atParentTime parentTime: Double, model: Double) -> Double? {
        let lookup = ModelLookup(current: { _ in .number(model) }, previous: { _ in .number(model) })
        guard let contribution = contributions(atParentTime: parentTime, isGroupChild: false, model: lookup).first,
              case .number(let value) = contribution.value else { return nil }
        return contribution.isAdditive ? model + value : value
    }
}

extension Animation {
    /// Presentation = the model values, then each animation in the order added: a non-additive
    /// one replaces the value so far, an additive one adds to it (timing.md §3–4). Shared by the
    /// timeline and by the simulation (triggers read presentation values while it runs).
    ///
    /// - Parameters:
    ///   - previous: the model value before the change that came with animation `index`.
    ///   - only: resolve just this property, when only one is wanted.
    static func present(
        _ animations: [Animation], atLocalTime localTime: Double, model: [LayerProperty: AnimationValue],
        previous: @escaping (Int, LayerKeyPath) -> AnimationValue, only wanted: LayerProperty? = nil
    ) -> [LayerProperty: AnimationValue] {
        var values = model
        for (index, animation) in animations.enumerated() {
            let lookup = ModelLookup(
                current: { $0.read(from: model[$0.property] ?? $0.property.defaultValue) },
                previous: { previous(index, $0) })
            for contribution in animation.contributions(atParentTime: localTime, isGroupChild: false, model: lookup) {
                let property = contribution.keyPath.property
                if let wanted, property != wanted { continue }
                let below = values[property] ?? property.defaultValue
                values[property] = contribution.isAdditive
                    ? contribution.keyPath.add(contribution.value, into: below)
                    : contribution.keyPath.write(contribution.value, into: below)
            }
        }
        return values
    }
}
