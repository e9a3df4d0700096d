import FlipbookCLI
import FlipbookPNG
import Foundation

#if canImport(Glibc)
import CMalloc
import Glibc
#endif

// glibc gives each thread that allocates its own malloc arena, up to eight per core, and an
// arena keeps what is freed in it: the drawing and encoding workers hand frames of megabytes to
// one another, so a long render's peak grew with its length (a lossless WebP ten times longer
// peaked 16 % higher, a GIF 10 %). One arena per core keeps it flat, at no cost in speed
// (`make bench`, section scale). MALLOC_ARENA_MAX, when set, still decides.
#if canImport(Glibc)
if getenv("MALLOC_ARENA_MAX") == nil {
    _ = mallopt(M_ARENA_MAX, Int32(clamping: ProcessInfo.processInfo.activeProcessorCount))
}
#endif

Interruption.installSignalHandlers()
exit(FlipbookCommand.run(Array(CommandLine.arguments.dropFirst())).rawValue)
