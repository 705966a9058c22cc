# linkcheck: `make run` checks the bundled fixtures, `make test` builds and runs every test.
PREFIX ?= /usr/local
SWIFT ?= swift
BIN := $(shell $(SWIFT) build -c release --show-bin-path 2>/dev/null)/linkcheck

.PHONY: build run test golden install uninstall clean

build:
	$(SWIFT) build -c release --product linkcheck

# The bundled example app: every table passes.
run: build
	$(BIN) aasa fixtures/aasa/miapp.com/apple-app-site-association --app-id ABCDE12345.com.miapp.app \
		--domain miapp.com --urls fixtures/aasa/urls.txt
	$(BIN) routes fixtures/routes/app.cases.json fixtures/routes/caseless.cases.json

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
