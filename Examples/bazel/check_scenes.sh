#!/usr/bin/env bash
# One shard of //:scene_goldens. The flipbook binary comes from the environment
# (`bazel test --test_env=FLIPBOOK=/path/to/flipbook`, or FLIPBOOK exported before `bazel test`,
# which .bazelrc passes through); goldens are never recorded here.
set -euo pipefail
: "${FLIPBOOK:?set FLIPBOOK to the flipbook binary (see README.md)}"
exec "$FLIPBOOK" check scenes/*.json --goldens goldens --record never
