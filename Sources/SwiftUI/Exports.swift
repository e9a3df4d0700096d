// `import SwiftUI` on Linux: FlipbookSwiftUI under Apple's name, and UIKit with it, as SwiftUI
// brings UIKit on iOS (a hybrid file needs no second import).
@_exported import FlipbookSwiftUI
@_exported import UIKit
// `@Observable` models, as SwiftUI brings Observation on iOS 17.
@_exported import Observation
