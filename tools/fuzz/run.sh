#!/usr/bin/env bash
# A long fuzz run on demand (not part of make test): builds the sanitizer build if needed and
# fuzzes one target, keeping its growing corpus in build-asan/fuzz/corpus/<name>/ and crashers in
# build-asan/fuzz/crashes/<name>/. Copy a crasher to tests/fuzz/<name>/ once it is fixed.
# Usage: tools/fuzz/run.sh NAME SECONDS [JOBS]
set -euo pipefail
name=$1 seconds=${2:-600} jobs=${3:-1}
root=$(cd "$(dirname "$0")/../.." && pwd)
make -C "$root" --no-print-directory build-asan/CMakeCache.txt
cmake --build "$root/build-asan" --target "fuzz_$name" -j "${JOBS:-2}"
corpus="$root/build-asan/fuzz/corpus/$name" crashes="$root/build-asan/fuzz/crashes/$name"
mkdir -p "$corpus" "$crashes"
src=$root
source "$root/tools/fuzz/seeds.sh"
# -jobs=1 would still fork a worker that logs to fuzz-0.log; one job runs in this process.
parallel=()
[ "$jobs" -gt 1 ] && parallel=(-jobs="$jobs" -workers="$jobs")
exec "$root/build-asan/fuzz/fuzz_$name" "$corpus" "${seeds[@]}" -max_total_time="$seconds" -timeout=10 \
  -rss_limit_mb=4096 "${parallel[@]}" -print_final_stats=1 -artifact_prefix="$crashes/"
