// Swift Testing declares a cross-import overlay for `UIKit` (`_Testing_UIKit`, attachments of
// Apple's image types), and the Linux toolchain keeps that declaration although it ships no such
// module: a test file that imports both Testing and UIKit would fail with "no such module
// '_Testing_UIKit'". Flipbook's UIKit product brings this empty module along so the compiler finds
// one; it adds nothing.
