#!/usr/bin/env bash
# Builds Flipbook's libFuzzer targets and runs each for FUZZ_SECONDS (default 60; the issue's
# acceptance run uses 600). Usage: scripts/fuzz.sh [target…]  (targets: scene syntax png apng gif
# lottie; syntax is SVG path data and expressions, lottie the Lottie header, dotLottie archive and
# slot reader, and the importer with the simulation of what it makes)
#
# SwiftPM cannot build these: an executable target built with -sanitize=fuzzer links, but its own
# `main` wins over libFuzzer's and it exits 0 without fuzzing. So each module is compiled here
# with swiftc (instrumented for coverage and AddressSanitizer) into .build/fuzz, and each harness
# in Fuzz/ is linked against them with libFuzzer's main.
#
# Seeds come from Tests/Corpus/fuzz/<target> (committed; the test suite replays them); new
# inputs go to .build/fuzz/corpus/<target>, crashes to .build/fuzz/crashes/<target>/. The run
# fails unless libFuzzer reports "Done N runs" for every target.
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_PER_TARGET="${FUZZ_SECONDS:-60}"
OUT=.build/fuzz
SANITIZE="-sanitize=fuzzer,address"
SWIFTC=(swiftc -O -g -parse-as-library -I "$OUT" -L "$OUT" "$SANITIZE")
mkdir -p "$OUT/CPNGShim"

# Each library once, only when a source is newer than what was built.
module() {  # name, extra swiftc flags…, then "--", sources…
    local name=$1; shift
    local flags=()
    while [ "$1" != "--" ]; do flags+=("$1"); shift; done; shift
    local library="$OUT/lib$name.a"
    if [ -f "$library" ] && [ -z "$(find "$@" -newer "$library" 2>/dev/null | head -1)" ]; then return; fi
    echo "fuzz: building $name" >&2
    "${SWIFTC[@]}" -emit-library -static -module-name "$name" -emit-module -emit-module-path "$OUT/$name.swiftmodule" \
        "${flags[@]}" "$@" -o "$library" 2>"$OUT/build-$name.log" || { cat "$OUT/build-$name.log" >&2; return 1; }
}

module FlipbookTiming -- Sources/FlipbookTiming/*.swift
module FlipbookScene -- Sources/FlipbookScene/*.swift Sources/FlipbookScene/*/*.swift

# The libpng shim: C, instrumented the same way, with a module map for Swift.
if [ ! -f "$OUT/libCPNGShim.a" ] || [ Sources/CPNGShim/png_shim.c -nt "$OUT/libCPNGShim.a" ]; then
    clang -O1 -g -fsanitize=fuzzer-no-link,address -I Sources/CPNGShim/include $(pkg-config --cflags libpng16) \
        -c Sources/CPNGShim/png_shim.c -o "$OUT/CPNGShim/png_shim.o"
    ar rcs "$OUT/libCPNGShim.a" "$OUT/CPNGShim/png_shim.o"
fi
cat > "$OUT/CPNGShim/module.modulemap" <<MAP
module CPNGShim {
    header "$PWD/Sources/CPNGShim/include/png_shim.h"
    link "CPNGShim"
    link "png16"
    export *
}
MAP
module FlipbookPNG -I "$OUT/CPNGShim" -I Sources/CZlib -- Sources/FlipbookPNG/*.swift
module FlipbookGIF -I "$OUT/CPNGShim" -I Sources/CZlib -I Sources/CGIF -I Sources/CImageQuant -- Sources/FlipbookGIF/*.swift
# The Lottie importer, and the Lottie reader alone (the exporter needs Cairo and Pango, which
# the fuzz build leaves out).
module FlipbookLottieImport -I Sources/CZlib -- Sources/FlipbookLottieImport/*.swift
module FlipbookLottie -I "$OUT/CPNGShim" -I Sources/CZlib -- Sources/FlipbookLottie/LottieFile.swift \
    Sources/FlipbookLottie/LottieFile+Slots.swift Sources/FlipbookLottie/LottieFile+Scene.swift

LIBS=(-lCPNGShim $(pkg-config --libs libpng16 libgif imagequant 2>/dev/null || echo -lpng16 -lgif -limagequant) -lgomp -lz)
harness() {  # target, source, modules…
    local target=$1 source=$2; shift 2
    local binary="$OUT/fuzz-$target"
    if [ -f "$binary" ] && [ -z "$(find "$source" "$OUT"/*.a -newer "$binary" | head -1)" ]; then return; fi
    echo "fuzz: linking fuzz-$target" >&2
    # gold warns about every ASan helper symbol it cannot export; the log keeps that noise.
    "${SWIFTC[@]}" -I "$OUT/CPNGShim" -I Sources/CZlib -I Sources/CGIF -I Sources/CImageQuant "$source" \
        $(for module in "$@"; do echo "-l$module"; done) "${LIBS[@]}" -o "$binary" 2>"$OUT/link-$target.log" \
        || { cat "$OUT/link-$target.log" >&2; return 1; }
}

run() {  # target
    local target=$1
    local seeds="Tests/Corpus/fuzz/$target" corpus="$OUT/corpus/$target" crashes="$OUT/crashes/$target/"
    mkdir -p "$corpus" "$crashes"
    echo "fuzz: $target for ${SECONDS_PER_TARGET}s (seeds: $seeds)" >&2
    # Lower limits so no single input takes long; each limit is what the product enforces.
    # Swift's own backtracer is off so a trap reaches libFuzzer, which saves the input.
    local log="$OUT/$target.log"
    FLIPBOOK_MAX_DURATION=30 FLIPBOOK_MAX_ACTIONS_PER_INSTANT=2000 FLIPBOOK_MAX_TEXT=2000 \
    ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=no \
        "$OUT/fuzz-$target" "$corpus" "$seeds" -max_total_time="$SECONDS_PER_TARGET" -timeout=10 -rss_limit_mb=4096 \
        -max_len=65536 -artifact_prefix="$crashes" -print_final_stats=1 >"$log" 2>&1 || {
            tail -40 "$log" >&2
            echo "fuzz: $target FAILED (crash or error); see $log and $crashes" >&2
            return 1
        }
    grep -E "^Done [0-9]+ runs" "$log" >&2 || { tail -20 "$log" >&2; echo "fuzz: $target did not fuzz (no 'Done N runs')" >&2; return 1; }
}

harness scene Fuzz/SceneDecoder.swift FlipbookScene FlipbookTiming
harness syntax Fuzz/Syntax.swift FlipbookScene FlipbookTiming
harness png Fuzz/PNGReader.swift FlipbookPNG
harness apng Fuzz/APNGReader.swift FlipbookPNG
harness gif Fuzz/GIFReader.swift FlipbookGIF FlipbookPNG
harness lottie Fuzz/LottieReader.swift FlipbookLottie FlipbookLottieImport FlipbookScene FlipbookTiming FlipbookPNG

targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(scene syntax png apng gif lottie)
status=0
for target in "${targets[@]}"; do run "$target" || status=1; done
exit $status
