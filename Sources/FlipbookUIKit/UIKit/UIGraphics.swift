import Foundation

// UIKit's drawing functions: the current context (a stack per thread, as UIKit keeps one) and
// the old-style image context. `UIGraphicsImageRenderer` is the modern form of the same.

/// The thread's stack of drawing contexts, and which of them are image contexts.
final class GraphicsContextStack {
    var contexts: [(context: CGContext, isImageContext: Bool)] = []

    static var current: GraphicsContextStack {
        let key = "FlipbookUIKit.GraphicsContextStack"
        if let stack = Thread.current.threadDictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }
}

/// The context drawing code draws into: inside `draw(_:)`, an image renderer's actions or an
/// image context; nil elsewhere.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.contexts.last?.context
}

/// Makes `context` the current one until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.contexts.append((context, false))
}

/// Makes the context before the last push current again.
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.current.contexts.popLast()
}

/// Starts an image context `size` points large; `scale` 0 is the screen's scale. A context that
/// cannot be made (an empty, non-finite or enormous size) leaves none current, and
/// `UIGraphicsGetImageFromCurrentImageContext()` then returns nil, as UIKit does.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale == 0 ? UIScreen.mainScale : scale
    guard let context = CGContext(size: size, scale: scale, opaque: opaque) else {
        DrawingProblems.report("UIGraphicsBeginImageContextWithOptions: no context for a size of \(size) at scale \(scale) (a bitmap must be 1 to 16 384 pixels a side); nothing is drawn")
        return
    }
    GraphicsContextStack.current.contexts.append((context, true))
}

/// Starts an image context at scale 1, transparent.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The picture drawn so far in the current image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let (context, isImage) = GraphicsContextStack.current.contexts.last, isImage, let image = context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: context.scale)
}

/// Ends the current image context.
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    if stack.contexts.last?.isImageContext == true { stack.contexts.removeLast() }
}

/// Fills a rectangle with the current context's fill colour.
public func UIRectFill(_ rect: CGRect) {
    DrawingProblems.currentContext(for: "UIRectFill")?.fill(rect)
}

/// Strokes a rectangle's outline one point wide with the current context's stroke colour.
public func UIRectFrame(_ rect: CGRect) {
    DrawingProblems.currentContext(for: "UIRectFrame")?.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
}
