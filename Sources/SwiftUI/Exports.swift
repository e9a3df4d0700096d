// `import SwiftUI` on Linux: FlipbookSwiftUI under Apple's name, and UIKit with it, as SwiftUI
// brings UIKit on iOS (a hybrid file needs no second import).
@_exported import FlipbookSwiftUI
@_exported import UIKit
