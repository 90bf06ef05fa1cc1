#!/usr/bin/env bash
# A short fuzz run for the test suite: first every kept regression input (tests/fuzz/<name>/)
# and seed, then new inputs for a few seconds. Fails on any crash, leak, timeout or sanitizer
# report. Usage: smoke.sh FUZZER NAME SECONDS SOURCE_DIR [EXTERNAL_DIR]
set -euo pipefail
fuzzer=$1 name=$2 seconds=$3 src=$4
[ -n "${5:-}" ] && export QBANK_EXTERNAL_DIR=${QBANK_EXTERNAL_DIR:-$5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/seeds.sh"
if [ -d "$src/tests/fuzz/$name" ]; then
  # Replay the kept crashers one by one: each must now pass.
  find "$src/tests/fuzz/$name" -type f -print0 | xargs -0 -r "$fuzzer" -runs=1 >/dev/null 2>&1 ||
    { echo "a kept regression input of $name fails again"; exit 1; }
fi
"$fuzzer" "$work" "${seeds[@]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
  -print_final_stats=1 -artifact_prefix="$work/" 2>&1 | tail -n 12
