#!/usr/bin/env bash
# Builds the DocC reference of the public modules into .build/docs: symbol graphs from SwiftPM
# (`swift package dump-symbol-graph`, no plugin), each module's catalog (Sources/<Module>/<Module>.docc)
# converted by the toolchain's own docc with warnings as errors, offline, and an index page.
# Each module's site is served from .build/docs/<Module>/ (static hosting: open it through a web
# server, e.g. `python3 -m http.server -d .build/docs`, since its pages load their data).
set -euo pipefail
cd "$(dirname "$0")/.."
MODULES=(FlipbookUIKit FlipbookSwiftUI FlipbookObjectiveC FlipbookConstraintSolver FlipbookDynamics FlipbookScene FlipbookTiming FlipbookRender FlipbookAnimations FlipbookGolden FlipbookGoldenTesting FlipbookGoldenXCTest)
OUT=.build/docs
GRAPHS=.build/docs-symbol-graphs

ALL="$(swift build --show-bin-path)/../symbolgraph"
rm -rf "$ALL"
# SwiftPM also tries the test modules, which fail until the tests are built: what matters is
# that every documented module's graph is written, checked below.
swift package dump-symbol-graph --minimum-access-level public >/dev/null 2>&1 || true
rm -rf "$OUT" "$GRAPHS"
mkdir -p "$OUT"
{
  echo '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Flipbook reference</title></head><body>'
  echo '<h1>Flipbook reference</h1><ul>'
} > "$OUT/index.html"
for module in "${MODULES[@]}"; do
  if [ ! -f "$ALL/$module.symbols.json" ]; then
    echo "build-docs: no symbol graph for $module; see: swift package dump-symbol-graph --minimum-access-level public" >&2
    exit 1
  fi
  mkdir -p "$GRAPHS/$module"
  cp "$ALL/$module.symbols.json" "$GRAPHS/$module/"
  cp "$ALL/$module"@*.symbols.json "$GRAPHS/$module/" 2>/dev/null || true
  lower=$(echo "$module" | tr '[:upper:]' '[:lower:]')
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$GRAPHS/$module" \
    --output-path "$OUT/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.flipbook.$module" \
    --transform-for-static-hosting --hosting-base-path "$module" \
    --warnings-as-errors
  echo "<li><a href=\"$module/documentation/$lower/\">$module</a></li>" >> "$OUT/index.html"
done
echo '</ul></body></html>' >> "$OUT/index.html"
echo "reference in $OUT/index.html (serve it: python3 -m http.server -d $OUT)"
