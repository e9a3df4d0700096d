#!/usr/bin/env bash
# Times what a newcomer waits for, from a clean start, on this machine, against the goals of
# issue 54 (a 2-core machine; run it on a quiet one): prints each time and MET or MISSED.
#
#   1. A new package with one UIKit golden test (docs/first-golden.md's) builds and runs: ≤ 30 s.
#   2. `make demo` in a fresh clone, after its apt packages are in: ≤ 3 min.
#   3. The test suite itself (`swift test`, built): ≤ 3 min.
#
# It is a measurement, not a test: nothing fails on a slow machine; it exits 0 either way.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

seconds() { local start=$1; echo $(( $(date +%s) - start )); }
verdict() { if [ "$1" -le "$2" ]; then echo MET; else echo MISSED; fi; }
report() { printf '%-58s %5d s   goal %4d s   %s\n' "$1" "$2" "$3" "$(verdict "$2" "$3")"; }

git clone --quiet "$root" "$scratch/flipbook"

# 1. The first-golden package, from its page, in a folder of its own beside the clone.
hello="$scratch/Hello"
"$root/scripts/first-golden-package.sh" "$hello"
start=$(date +%s)
(cd "$hello" && FLIPBOOK_RECORD=missing "$swift" test >"$scratch/hello.log" 2>&1) || { cat "$scratch/hello.log" >&2; exit 1; }
hello_time=$(seconds "$start")

# 2. make demo in the fresh clone (its build is release; apt packages are already in).
start=$(date +%s)
make -C "$scratch/flipbook" demo >"$scratch/demo.log" 2>&1 || { tail -20 "$scratch/demo.log" >&2; exit 1; }
demo_time=$(seconds "$start")

# 3. The suite, once built and with the API reference its documentation tests read, as
#    `make test` has them (neither is the suite's time).
make -C "$scratch/flipbook" docs >"$scratch/docs.log" 2>&1 || { tail -20 "$scratch/docs.log" >&2; exit 1; }
"$swift" build --package-path "$scratch/flipbook" --build-tests >"$scratch/tests-build.log" 2>&1 || { tail -20 "$scratch/tests-build.log" >&2; exit 1; }
start=$(date +%s)
suite_note=""
if ! (cd "$scratch/flipbook" && "$swift" test --skip-build >"$scratch/tests.log" 2>&1); then
    mkdir -p "$root/.build"
    cp "$scratch/tests.log" "$root/.build/first-run-tests.log"
    suite_note="  (the suite failed: .build/first-run-tests.log)"
fi
suite_time=$(seconds "$start")

echo "first-run times on $(nproc) cores:"
report "a new package with one UIKit golden test: build and run" "$hello_time" 30
report "make demo in a fresh clone" "$demo_time" 180
report "the test suite (built)" "$suite_time" 180
[ -z "$suite_note" ] || echo "$suite_note"
