// Swift Testing declares a cross-import overlay for `CoreGraphics` (`_Testing_CoreGraphics`, attachments of
// Apple's image types), and the Linux toolchain keeps that declaration although it ships no such
// module: a test file that imports both Testing and CoreGraphics would fail with "no such module
// '_Testing_CoreGraphics'". Flipbook's CoreGraphics product brings this empty module along so the compiler finds
// one; it adds nothing.
