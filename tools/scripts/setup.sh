#!/usr/bin/env bash
# Installs what qbank needs on Debian 12 and nothing else. Idempotent: when every package is
# present it only checks and returns (well under a second).
#
#   tools/scripts/setup.sh build   packages to build the tool and lint a bank
#   tools/scripts/setup.sh test    also the packages and npm modules the test suite uses
#
# Packages come from Debian (apt-get) and test helpers from npm (tests/js/package-lock.json);
# nothing else is downloaded.
set -euo pipefail

mode=${1:-build}
here=$(cd "$(dirname "$0")/../.." && pwd)

build_pkgs=(
  cmake make g++ pkg-config
  dpkg-dev                 # cpack -G DEB (dpkg-shlibdeps) builds the .deb
  libtomlplusplus-dev      # TOML parser with source positions
  libhunspell-dev hunspell-nl   # spell checking and the OpenTaal Dutch dictionary
  hunspell-en-us           # English words in Dutch IT text (spelling.english)
  libcli11-dev             # command line
  libre2-dev               # linear-time regular expressions for rules
  libstemmer-dev           # Snowball Dutch stemmer (explanation and duplicate checks)
  libutf8proc-dev          # Unicode NFC normalisation and case folding
  nlohmann-json3-dev libvalijson-dev   # JSON and JSON Schema validation
  libxml2-dev              # XML for Moodle XML and QTI import/export
  libzip-dev               # zip for QTI content packages
  libsqlite3-dev           # SQLite: the lint cache store, safe for concurrent runs
  libjemalloc-dev          # jemalloc for the qbank executable: huge pages, far fewer page faults
  libcmark-dev             # CommonMark (cmark): Markdown in question texts, rendered for the exports
  libgraphviz-dev          # Graphviz (gvc, cgraph) draws the graphs of `qbank report`
  nettle-dev               # SHA-256 (Nettle) for the lint cache keys and SARIF fingerprints
  gettext                  # msgfmt compiles the English UI catalog po/en.po (xgettext: its test)
)
test_pkgs=(
  libgtest-dev libgmock-dev
  hunspell                 # the command-line baseline in bench/ and tests
  pre-commit git           # the hooks are run for real in a test
  graphviz                 # `dot -Tsvg` renders qbank graph output in a test
  libxml2-utils            # xmllint for schema validation in tests
  chromium                 # the HTML export is checked in headless Chromium
  cmark                    # CommonMark reference renderer: checks the Markdown export stays inert
  clang libclang-rt-14-dev # sanitizer and libFuzzer builds
  clang-format             # the layout of the C++ files (Style.EveryFileIsClangFormatted)
  clang-tidy               # a few checks for real defects over tools/ (.clang-tidy, ctest ClangTidy)
)

pkgs=("${build_pkgs[@]}")
if [ "$mode" = test ]; then
  pkgs+=("${test_pkgs[@]}")
  # Node.js and npm run the independent GIFT parser and the browser driver; keep an existing
  # installation (for example NodeSource's) rather than replace it.
  command -v node >/dev/null 2>&1 || pkgs+=(nodejs)
  command -v npm  >/dev/null 2>&1 || pkgs+=(npm)
fi

missing=()
for p in "${pkgs[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ "$mode" = test ] && [ -f "$here/tests/js/package-lock.json" ]; then
  stamp="$here/tests/js/node_modules/.qbank-stamp"
  if [ ! -f "$stamp" ] || [ "$here/tests/js/package-lock.json" -nt "$stamp" ]; then
    echo "setup: installing npm test helpers (tests/js)"
    (cd "$here/tests/js" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
    touch "$stamp"
  fi
fi
