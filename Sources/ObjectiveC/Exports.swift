// `import ObjectiveC` on Linux: the parts of the Objective-C runtime's API that Flipbook provides
// without the runtime (associated objects, selectors, key-value observing), under the runtime's
// own module name, so a file written for iOS compiles unchanged. On iOS the module declares
// `NSObject`, which Foundation declares on Linux: it comes along. `import UIKit` brings the same
// names, as on iOS. Depend on this product for Linux only (see docs/testing-uikit.md).
@_exported import FlipbookObjectiveC
@_exported import Foundation
