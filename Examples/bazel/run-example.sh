#!/usr/bin/env bash
# Drives this example with Debian's Bazel (bazel-bootstrap), offline, and checks what sharding
# promises: every example scene is checked by exactly one of the four shards, and a regression in
# one scene fails exactly one shard. Run from anywhere: `make bazel-example` builds flipbook and
# calls it. Usage: run-example.sh [path/to/flipbook]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
flipbook=$(cd "$(dirname "${1:-$root/.build/release/flipbook}")" && pwd)/$(basename "${1:-flipbook}")
[ -x "$flipbook" ] || { echo "run-example: no flipbook binary at $flipbook (make build)" >&2; exit 3; }
command -v bazel >/dev/null || { echo "run-example: bazel is missing (apt-get install bazel-bootstrap bazel-rules-java)" >&2; exit 3; }

work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
workspace="$work/workspace"
mkdir -p "$workspace"
cp -R "$here/." "$workspace/"
rm -f "$workspace/run-example.sh"
mkdir -p "$workspace/scenes" "$workspace/images"
cp "$root"/Assets/scenes/*.json "$workspace/scenes/"
cp "$root"/Assets/images/*.png "$workspace/images/"
scenes=$(cd "$workspace/scenes" && ls *.json | sed 's/\.json$//' | sort)

# Goldens recorded here, as a team would commit them.
(cd "$workspace" && "$flipbook" check scenes/*.json --goldens goldens --record missing --quiet)

# The repositories Bazel 4 fetches even for shell tests, from this machine.
cat > "$workspace/offline.bazelrc" <<RC
test --override_repository=rules_java=/usr/share/bazel/rules/java
test --override_repository=rules_cc=$workspace/offline/rules_cc
test --override_repository=remote_coverage_tools=$workspace/offline/remote_coverage_tools
RC

bazel_test() {
    (cd "$workspace" && FLIPBOOK="$flipbook" bazel --batch --output_user_root="$work/bazel" test //:scene_goldens \
        --test_output=summary "$@") > "$work/bazel.out" 2>&1
}

# Which scenes each shard checked, from its log ("name: ok" or "name: FAILED …").
shard_logs() {
    local testlogs
    testlogs=$(cd "$workspace" && readlink -f bazel-testlogs)
    for shard in 1 2 3 4; do
        echo "$testlogs/scene_goldens/shard_${shard}_of_4/test.log"
    done
}

echo "bazel test //:scene_goldens (4 shards) on the example scenes and their goldens"
if ! bazel_test; then cat "$work/bazel.out" >&2; echo "run-example: the shards should pass" >&2; exit 1; fi
checked=$(for log in $(shard_logs); do grep -E '^[a-z0-9-]+: ' "$log" | cut -d: -f1; done | sort)
if [ "$checked" != "$scenes" ]; then
    echo "run-example: the shards checked" $checked "; expected each of" $scenes "once" >&2
    exit 1
fi
for log in $(shard_logs); do echo "  $(basename "$(dirname "$log")"): $(grep -cE '^[a-z0-9-]+: ok' "$log") scenes ok"; done
echo "  every scene checked exactly once: $(echo "$scenes" | wc -l) scenes"

echo "a regression in gauge.json (0.45 s legs instead of 0.4 s)"
sed -i 's/"leg": 0.4/"leg": 0.45/' "$workspace/scenes/gauge.json"
if bazel_test; then cat "$work/bazel.out" >&2; echo "run-example: the regression should fail a shard" >&2; exit 1; fi
failed=0
for log in $(shard_logs); do
    if grep -q '^gauge: FAILED' "$log"; then failed=$((failed + 1)); echo "  $(basename "$(dirname "$log")"): gauge FAILED";
    elif grep -qE '^[a-z0-9-]+: FAILED' "$log"; then echo "run-example: another scene failed in $log" >&2; exit 1; fi
done
grep -q "FAILED in 1 out of 4" "$work/bazel.out" || { cat "$work/bazel.out" >&2; echo "run-example: Bazel should report 1 of 4 shards failed" >&2; exit 1; }
[ "$failed" -eq 1 ] || { echo "run-example: $failed shards failed; expected exactly one" >&2; exit 1; }
echo "  exactly one shard failed: $(grep -o 'FAILED in 1 out of 4' "$work/bazel.out")"
