# The two commands of the README's quick start. Everything else is plain CMake.
#   make lint   set up, build, lint the shipped bank
#   make test   set up, build, run every test (release build, then an ASan/UBSan build)
JOBS  ?= $(shell nproc)
BUILD ?= build
ASAN_BUILD ?= build-asan

.PHONY: lint test build configure asan-test setup-build setup-test clean

lint: setup-build build
	$(BUILD)/qbank lint bank/

test: setup-test build
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)
	$(MAKE) --no-print-directory asan-test

setup-build:
	@tools/scripts/setup.sh build

setup-test:
	@tools/scripts/setup.sh test

$(BUILD)/CMakeCache.txt:
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release

build: $(BUILD)/CMakeCache.txt
	cmake --build $(BUILD) -j $(JOBS)

# The whole test suite again under AddressSanitizer and UndefinedBehaviorSanitizer (clang),
# plus a short run of every libFuzzer target over its seed corpus.
$(ASAN_BUILD)/CMakeCache.txt:
	CC=clang CXX=clang++ cmake -S . -B $(ASAN_BUILD) -DCMAKE_BUILD_TYPE=Debug \
	  -DCMAKE_CXX_FLAGS_DEBUG="-O1 -gline-tables-only" -DQBANK_SANITIZE=ON

asan-test: $(ASAN_BUILD)/CMakeCache.txt
	cmake --build $(ASAN_BUILD) -j $(JOBS)
	ctest --test-dir $(ASAN_BUILD) --output-on-failure -j $(JOBS) -LE no-sanitizer

clean:
	rm -rf $(BUILD) $(ASAN_BUILD)
