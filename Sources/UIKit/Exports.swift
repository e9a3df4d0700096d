// `import UIKit` on Linux: FlipbookUIKit under the framework's own name, so a file written for
// iOS compiles unchanged. Depend on this product for Linux only (see docs/testing-uikit.md).
@_exported import FlipbookUIKit
