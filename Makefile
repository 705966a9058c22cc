# linkcheck: `make run` checks the bundled fixtures, `make test` builds and runs every test.
PREFIX ?= /usr/local
SWIFT ?= swift
BIN := $(shell $(SWIFT) build -c release --show-bin-path 2>/dev/null)/linkcheck

.PHONY: build run test golden install uninstall clean

build:
	$(SWIFT) build -c release --product linkcheck

# The bundled example app (fixtures/project/linkcheck.json): tables and AASA files, all passing.
run: build
	$(BIN) check --project fixtures/project/linkcheck.json

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Rewrites fixtures/golden/*.txt from the current output; review the diff before committing.
golden:
	LINKCHECK_REGENERATE_GOLDEN=1 $(SWIFT) test --filter GoldenTests

install: build
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 "$(BIN)" "$(DESTDIR)$(PREFIX)/bin/linkcheck"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/linkcheck"

clean:
	rm -rf .build
