#!/bin/sh
# The speed harness of issue 12: builds qbank and the benchmarks, then runs build/bench/lint_bench
# with the given arguments (see bench/README.md), e.g.  bench/run_all.sh --sizes 1000,10000
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
JOBS=${JOBS:-2}
[ -f "$BUILD/CMakeCache.txt" ] || cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$BUILD" -j "$JOBS" --target qbank lint_bench >/dev/null
exec "$BUILD/bench/lint_bench" "$@"
