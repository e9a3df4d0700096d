import Foundation
import FlipbookTiming

/// Core Animation copies an animation when it is added: `add(_:forKey:)` attaches a copy,
/// `animation(forKey:)` returns that copy, and a delegate hears about the copy (Apple: "the
/// animation object is copied by the render tree, not referenced"). Changing the caller's object
/// afterwards changes nothing that was added.
extension CAAnimation: NSCopying {
    /// A copy with every property of the QuartzCore class it is (an app's own subclass is copied
    /// as the QuartzCore class it derives from). A group's copy holds the same child objects, as
    /// the copy of its `animations` array does on iOS.
    public func copy(with zone: NSZone? = nil) -> Any { makeCopy() }

    /// `copy(with:)`, typed.
    func makeCopy() -> CAAnimation {
        let copy: CAAnimation = switch self {
        case is CASpringAnimation: CASpringAnimation()
        case is CABasicAnimation: CABasicAnimation()
        case is CAKeyframeAnimation: CAKeyframeAnimation()
        case is CAPropertyAnimation: CAPropertyAnimation()
        case is CAAnimationGroup: CAAnimationGroup()
        case is CATransition: CATransition()
        default: CAAnimation()
        }
        copy.undefinedKeyValues = undefinedKeyValues
        copy.beginTime = beginTime
        copy.duration = duration
        copy.speed = speed
        copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.timingFunction = timingFunction
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.delegate = delegate
        if let source = self as? CAPropertyAnimation, let copy = copy as? CAPropertyAnimation {
            copy.keyPath = source.keyPath
            copy.isAdditive = source.isAdditive
            copy.isCumulative = source.isCumulative
        }
        if let source = self as? CABasicAnimation, let copy = copy as? CABasicAnimation {
            copy.fromValue = source.fromValue
            copy.toValue = source.toValue
            copy.byValue = source.byValue
        }
        if let source = self as? CASpringAnimation, let copy = copy as? CASpringAnimation {
            copy.mass = source.mass
            copy.stiffness = source.stiffness
            copy.damping = source.damping
            copy.initialVelocity = source.initialVelocity
            copy.allowsOverdamping = source.allowsOverdamping
            copy.perceptualDuration = source.perceptualDuration
            copy.bounce = source.bounce
        }
        if let source = self as? CAKeyframeAnimation, let copy = copy as? CAKeyframeAnimation {
            copy.values = source.values
            copy.path = source.path
            copy.keyTimes = source.keyTimes
            copy.timingFunctions = source.timingFunctions
            copy.calculationMode = source.calculationMode
            copy.tensionValues = source.tensionValues
            copy.continuityValues = source.continuityValues
            copy.biasValues = source.biasValues
            copy.rotationMode = source.rotationMode
        }
        if let source = self as? CAAnimationGroup, let copy = copy as? CAAnimationGroup {
            copy.animations = source.animations
        }
        if let source = self as? CATransition, let copy = copy as? CATransition {
            copy.type = source.type
            copy.subtype = source.subtype
            copy.startProgress = source.startProgress
            copy.endProgress = source.endProgress
        }
        return copy
    }
}

extension CAAnimationGroup {
    /// Gives each child without a duration the group's, on the child objects themselves.
    ///
    /// Core Animation does this when a group is added, and the children are the caller's
    /// objects (a group's copy shares them), so a group added again with another duration keeps
    /// the durations the first add gave its children. NVActivityIndicatorView's ballGridPulse
    /// adds one group, whose scale and opacity children have no duration, to nine dots, changing
    /// the group's `duration` between adds (0.72 s first, up to 1.56 s): its own iPhone recording
    /// shows every dot dip over about 0.72 s and rest for the rest of its period, which is this
    /// rule; giving each copy's children its own group's duration would spread each dip over the
    /// whole period instead. Measured on its Demo.gif (81 frames, 4.8 s), the share of time each
    /// dot is below 80 % of its brightest (opacity × area) is 0.67, 0.51, 0.36, 0.38, 0.38, 0.46,
    /// 0.57, 0.28, 0.47; recorded here with this rule 0.73, 0.50, 0.39, 0.31, 0.33, 0.42, 0.52,
    /// 0.31, 0.43 (mean difference 0.04); with each copy's own duration 0.62 to 0.73 (0.21).
    func resolveChildDurations() {
        let inherited = duration > 0 ? duration : MediaTiming.defaultDuration
        for child in animations ?? [] {
            if child.duration <= 0 { child.duration = inherited }
            (child as? CAAnimationGroup)?.resolveChildDurations()
        }
    }
}
