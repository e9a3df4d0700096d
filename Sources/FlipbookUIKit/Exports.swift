// `import UIKit` brings Foundation with it; `import FlipbookUIKit` does the same, so a file
// written for iOS finds CGFloat, CGRect, NSCoder and friends with only the import changed.
@_exported import Foundation
// A recording returns FlipbookScene's `Timeline`: it, its values (`LayerKeyPath`,
// `AnimationValue`), its events and the rest of the engine's public types come with the import,
// so a test needs no second one — except the engine's types named as SwiftUI's views and
// animations are (`Animation`, `Canvas`, `Scene`, `Layer`), which would make those names
// ambiguous in a file importing both UIKit and SwiftUI: `import FlipbookScene` brings them.
import FlipbookScene
@_exported import struct FlipbookScene.Timeline
@_exported import struct FlipbookScene.AnimationObserver
@_exported import struct FlipbookScene.AnimationOptions
@_exported import enum FlipbookScene.AnimationValue
@_exported import struct FlipbookScene.BezierPath
@_exported import enum FlipbookScene.DecimalText
@_exported import enum FlipbookScene.FrameSchedule
@_exported import struct FlipbookScene.GoldenSettings
@_exported import struct FlipbookScene.JSONMember
@_exported import struct FlipbookScene.JSONParser
@_exported import struct FlipbookScene.JSONSyntaxError
@_exported import struct FlipbookScene.KeyframeAnimationOptions
@_exported import struct FlipbookScene.KeyframePath
@_exported import struct FlipbookScene.LayerKeyPath
@_exported import enum FlipbookScene.LayerKind
@_exported import enum FlipbookScene.LayerOperation
@_exported import enum FlipbookScene.LayerProperty
@_exported import struct FlipbookScene.PresentationLayer
@_exported import struct FlipbookScene.PresentationTransition
@_exported import struct FlipbookScene.PresentationTree
@_exported import struct FlipbookScene.SVGPathError
@_exported import struct FlipbookScene.SVGPathParser
@_exported import struct FlipbookScene.SceneError
@_exported import struct FlipbookScene.SceneEvent
@_exported import enum FlipbookScene.SceneFile
@_exported import struct FlipbookScene.SceneFileError
@_exported import struct FlipbookScene.SceneLimits
@_exported import enum FlipbookScene.SceneTime
@_exported import class FlipbookScene.StateMachine
@_exported import enum FlipbookScene.Suggestions
@_exported import class FlipbookScene.TransactionScope
@_exported import enum FlipbookScene.TransitionDirection
@_exported import enum FlipbookScene.TransitionKind
@_exported import enum FlipbookScene.ValueCell
@_exported import enum FlipbookScene.ValueKind
@_exported import enum FlipbookScene.ValueTable
@_exported import struct FlipbookScene.ViewPropertyChange
@_exported import FlipbookObjectiveC
