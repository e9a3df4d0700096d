// `import UIKit` brings Foundation with it; `import FlipbookUIKit` does the same, so a file
// written for iOS finds CGFloat, CGRect, NSCoder and friends with only the import changed.
@_exported import Foundation
// A recording returns FlipbookScene's `Timeline`: it, its values (`LayerKeyPath`,
// `AnimationValue`) and its events come with the import, so a test needs no second one. Only
// those: the rest of FlipbookScene (its `Color`, `Animation`, `Spring`, `Scene`, `Canvas`, …)
// would make SwiftUI's names ambiguous in a file that imports both UIKit and SwiftUI.
import FlipbookScene
@_exported import struct FlipbookScene.Timeline
@_exported import struct FlipbookScene.LayerKeyPath
@_exported import enum FlipbookScene.AnimationValue
@_exported import struct FlipbookScene.SceneEvent
@_exported import FlipbookObjectiveC
