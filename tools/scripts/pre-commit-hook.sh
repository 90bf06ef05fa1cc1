#!/bin/sh
# Runs qbank for the pre-commit hooks qbank-lint-build and qbank-fmt-build (.pre-commit-hooks.yaml),
# which pre-commit runs from its own copy of qbank's repository at the `rev:` a team pinned:
# the qbank on the PATH when it has this revision's version, else this revision, built once into
# build-hook/ of that copy (which needs qbank's build dependencies: tools/scripts/setup.sh build).
set -eu
here=$(cd "$(dirname "$0")/../.." && pwd)
want=$(sed -n 's/^project(qbank VERSION \([0-9.]*\).*/\1/p' "$here/CMakeLists.txt")
if command -v qbank >/dev/null 2>&1 && [ "$(qbank --version | head -n 1)" = "qbank $want" ]; then
  exec qbank "$@"
fi
bin="$here/build-hook/qbank"
if [ ! -x "$bin" ]; then
  if ! command -v cmake >/dev/null 2>&1; then
    echo "qbank-hook: qbank $want staat niet op het PATH en cmake ontbreekt om het te bouwen;" \
         "installeer qbank (het .deb-pakket) of de bouwpakketten met $here/tools/scripts/setup.sh build" >&2
    exit 2
  fi
  echo "qbank-hook: qbank $want wordt eenmalig gebouwd in $here/build-hook (enkele minuten)" >&2
  cmake -S "$here" -B "$here/build-hook" -DCMAKE_BUILD_TYPE=Release -DQBANK_TESTS=OFF >/dev/null
  cmake --build "$here/build-hook" -j"$(nproc 2>/dev/null || echo 2)" --target qbank >/dev/null
fi
exec "$bin" "$@"
