import Foundation
import Testing
import UIKit

@Suite("NSValue boxes and bridging, as iOS code reads them", .expectsProblems)
@MainActor
struct NSValueBridgingTests {
    @Test("Geometry bridges to NSValue and back: as AnyObject, as? NSValue, as? CGPoint, and a box of another type casts to nil")
    func bridging() {
        let boxed = CGPoint(x: 3, y: 4) as AnyObject
        #expect((boxed as? NSValue)?.cgPointValue == CGPoint(x: 3, y: 4))
        let fromAny: Any = NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(fromAny as? CGRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(fromAny as? CGPoint == nil)
        let stored: Any = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect((stored as? NSValue)?.uiEdgeInsetsValue == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let transform: Any = NSValue(caTransform3D: CATransform3DMakeScale(2, 3, 1))
        #expect(transform as? CATransform3D == CATransform3DMakeScale(2, 3, 1))
        #expect(transform as? CGAffineTransform == nil)
        #expect(NSValue(cgAffineTransform: CGAffineTransform(translationX: 5, y: 6)).caTransform3DValue == CATransform3DMakeTranslation(5, 6, 0))
        #expect(NSValue(cgVector: CGVector(dx: 7, dy: 8)).cgVectorValue == CGVector(dx: 7, dy: 8))
        #expect(NSValue(directionalEdgeInsets: NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).directionalEdgeInsetsValue
            == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        // A reader of another type's box gives zeros, as iOS gives garbage rather than stopping.
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 1)).cgRectValue == .zero)
    }

    @Test("A key-value read of a layer's position is an NSValue to code that asks for one, and an animation takes a point given either way")
    func keyValueReads() {
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 20)
        #expect((layer.value(forKeyPath: "position") as? NSValue)?.cgPointValue == CGPoint(x: 10, y: 20))
        #expect(layer.value(forKeyPath: "position") as? CGPoint == CGPoint(x: 10, y: 20))
        layer.opacity = 0.5
        #expect((layer.value(forKeyPath: "opacity") as? NSNumber)?.floatValue == 0.5)
        #expect(NSNumber(value: 2) as Any as? CGFloat == 2)
        let animation = CABasicAnimation(keyPath: "position")
        animation.toValue = CGPoint(x: 50, y: 60)
        #expect((animation.toValue as? NSValue)?.cgPointValue == CGPoint(x: 50, y: 60))
    }

    @Test("flipbookBridged, what (value as AnyObject).cgPointValue is ported to, reads boxes and numbers; a value that does not answer reads as zero and is listed")
    func bridgedMessages() {
        let position: Any? = NSValue(cgPoint: CGPoint(x: 1, y: 2))
        #expect(flipbookBridged(position as AnyObject).cgPointValue == CGPoint(x: 1, y: 2))
        let scale: Any? = NSNumber(value: 1.5)
        #expect(flipbookBridged(scale as AnyObject).floatValue == 1.5)
        #expect(flipbookBridged(CGFloat(2) as AnyObject).doubleValue == 2)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let timeline = window.record(duration: 0.1) { _ in
            let missing: Any? = nil
            #expect(flipbookBridged(missing as AnyObject).cgPointValue == .zero)
        }
        #expect(timeline.problems.contains { $0.contains("(value as AnyObject).cgPointValue: the value is nil (NSNull)") })
    }

    @Test("Segues made in code run their handler; performSegue(withIdentifier:), which needs a storyboard, does nothing and is listed")
    func segues() {
        let source = UIViewController(), destination = UIViewController()
        var performed = false
        let segue = UIStoryboardSegue(identifier: "detail", source: source, destination: destination) { performed = true }
        source.prepare(for: segue, sender: nil)
        segue.perform()
        #expect(performed && segue.identifier == "detail" && segue.destination === destination)
        #expect(source.shouldPerformSegue(withIdentifier: "detail", sender: nil))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.rootViewController = source
        let timeline = window.record(duration: 0.1) { _ in source.performSegue(withIdentifier: "detail", sender: nil) }
        #expect(timeline.problems.contains { $0.contains("performSegue(withIdentifier: \"detail\"): storyboards cannot be loaded on Linux") })
    }
}
