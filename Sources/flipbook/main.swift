import FlipbookCLI
import FlipbookPNG

#if canImport(Glibc)
import Glibc
#endif

Interruption.installSignalHandlers()
exit(FlipbookCommand.run(Array(CommandLine.arguments.dropFirst())).rawValue)
