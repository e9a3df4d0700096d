import FlipbookCLI

#if canImport(Glibc)
import Glibc
#endif

exit(FlipbookCommand.run(Array(CommandLine.arguments.dropFirst())).rawValue)
