// `import UIKit` brings Foundation with it; `import FlipbookUIKit` does the same, so a file
// written for iOS finds CGFloat, CGRect, NSCoder and friends with only the import changed.
@_exported import Foundation
// A recording returns FlipbookScene's `Timeline`: its values (`LayerKeyPath`, `AnimationValue`)
// and events come with the import, so a test needs no second one.
@_exported import FlipbookScene
@_exported import FlipbookObjectiveC
