#!/bin/sh
# clang-tidy with the repository's .clang-tidy over every translation unit of tools/ that the build
# compiles (its compile_commands.json; unity builds give one unit per folder), two at a time. The
# tests and benchmarks are left out: they hold no shipped code, and checking them would cost make
# test another minute. A non-zero exit code when any check warns (every warning is an error).
# Usage: tools/scripts/clang_tidy.sh BUILD_DIR [CLANG_TIDY]
set -eu
build=${1:?build directory}
tidy=${2:-clang-tidy}
db="$build/compile_commands.json"
[ -f "$db" ] || { echo "clang_tidy.sh: $db is missing (configure with CMAKE_EXPORT_COMPILE_COMMANDS)" >&2; exit 2; }
units=$(sed -n 's/^ *"file": "\(.*\)",\{0,1\}$/\1/p' "$db" | grep -v -e '/tests/' -e '/bench/' | sort -u)
[ -n "$units" ] || { echo "clang_tidy.sh: no translation units in $db" >&2; exit 2; }
echo "$units" | xargs -P 2 -n 1 "$tidy" -p "$build" --quiet
