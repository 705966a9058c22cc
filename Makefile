# linkcheck: `make run` checks the bundled fixtures, `make test` builds and runs every test.
PREFIX ?= /usr/local
SWIFT ?= swift
# On Linux the release binary carries the Swift standard library, so it runs where no toolchain is.
STATIC := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
BIN := .build/release/linkcheck

.PHONY: build run test test-deps test-sanitize golden install uninstall clean bench

build:
	$(SWIFT) build -c release --product linkcheck $(STATIC)

# The bundled example app: its tables and AASA files (fixtures/project), then its Info.plist and
# entitlements (fixtures/app); all passing.
run: build
	$(BIN) check --project fixtures/project/linkcheck.json
	$(BIN) check --project fixtures/app/linkcheck.json

# Unit, golden and vector tests, then the integration tests that drive real clients (pre-commit,
# junitparser, make install); test-deps installs those clients from PyPI when they are missing.
test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@for t in Tests/Integration/*.sh; do bash "$$t" || exit 1; done

test-deps:
	@command -v pre-commit >/dev/null && python3 -c 'import junitparser' 2>/dev/null \
		|| python3 -m pip install --quiet --disable-pip-version-check pre-commit junitparser

# The whole suite under AddressSanitizer, then ThreadSanitizer (big tables run on several
# threads); each build has its own folder, so neither disturbs the normal one.
test-sanitize:
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp \
		$(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan

# Rewrites fixtures/golden/*.txt and fixtures/hostile/expected.txt from the current output; review the diff before committing.
golden:
	LINKCHECK_REGENERATE_GOLDEN=1 $(SWIFT) test --filter "GoldenTests|HostileInputTests"

# Issue 5's benchmarks: generates its inputs, measures the release linkcheck against a baseline for
# each row, prints a table and writes .build/bench/latest.json. BENCH_QUICK=1 for a short smoke run;
# BENCH_ONLY=aasa (or a comma list of cold, json, e2e, match, aasa) runs those rows only and writes no JSON.
bench: build
	$(SWIFT) build -c release --product linkcheck-bench $(STATIC)
	.build/release/linkcheck-bench

install: build
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 "$(BIN)" "$(DESTDIR)$(PREFIX)/bin/linkcheck"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/linkcheck"

clean:
	rm -rf .build
