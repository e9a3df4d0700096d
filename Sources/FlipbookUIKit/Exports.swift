// `import UIKit` brings Foundation with it; `import FlipbookUIKit` does the same, so a file
// written for iOS finds CGFloat, CGRect, NSCoder and friends with only the import changed.
@_exported import Foundation
