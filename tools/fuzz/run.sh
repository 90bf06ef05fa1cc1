#!/usr/bin/env bash
# A long fuzz run on demand (not part of make test): builds the sanitizer build if needed and
# fuzzes one target, keeping its growing corpus in build-asan/fuzz/corpus/<name>/ and crashers in
# build-asan/fuzz/crashes/<name>/. Copy a crasher to tests/fuzz/<name>/ once it is fixed.
# Usage: tools/fuzz/run.sh NAME SECONDS [JOBS]
set -euo pipefail
name=$1 seconds=${2:-600} jobs=${3:-1}
root=$(cd "$(dirname "$0")/../.." && pwd)
make -C "$root" --no-print-directory build-asan/CMakeCache.txt
cmake --build "$root/build-asan" --target "fuzz_$name" -j "$(nproc)"
corpus="$root/build-asan/fuzz/corpus/$name" crashes="$root/build-asan/fuzz/crashes/$name"
mkdir -p "$corpus" "$crashes"
seeds=()
[ -d "$root/tests/fuzz/$name" ] && seeds+=("$root/tests/fuzz/$name")
seeds+=("$root/tests/fixtures" "$root/bank")
exec "$root/build-asan/fuzz/fuzz_$name" "$corpus" "${seeds[@]}" -max_total_time="$seconds" -timeout=10 \
  -rss_limit_mb=4096 -jobs="$jobs" -workers="$jobs" -print_final_stats=1 -artifact_prefix="$crashes/"
