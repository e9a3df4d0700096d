import FlipbookCLI

#if canImport(Glibc)
import Glibc
#endif

exit(Flipbook.run(Array(CommandLine.arguments.dropFirst())).rawValue)
