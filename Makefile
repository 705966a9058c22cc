# linkcheck: `make run` checks the bundled fixtures, `make test` builds and runs every test.
PREFIX ?= /usr/local
SWIFT ?= swift
.SECONDEXPANSION:
# On Linux the release binary carries the Swift standard library, so it runs where no toolchain is.
STATIC := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
BIN := .build/release/linkcheck

.PHONY: build run run-fetch check format test test-deps test-sanitize golden install uninstall clean bench bench-parser fuzz

build:
	$(SWIFT) build -c release --product linkcheck $(STATIC)

# The bundled example app: its tables and AASA files (fixtures/project), then its Info.plist and
# entitlements (fixtures/app); all passing.
run: build
	$(BIN) check --project fixtures/project/linkcheck.json
	$(BIN) check --project fixtures/app/linkcheck.json

# aasa --fetch against fake sites on 127.0.0.1 (Tests/Loopback; needs python3 and curl): a good
# site, a stale CDN copy, then serving failures, which exit 1 as they should.
run-fetch: build
	bash Tests/Loopback/demo.sh $(BIN)

# The clients Tests/Integration/completions.sh drives, as command:Debian package.
SHELL_CLIENTS := zsh:zsh fish:fish mandoc:mandoc man:man-db

# Every Swift file but the generated ones (the bench's parser and switch), which stay exactly as
# their generators write them.
FORMATTED = $(shell find Sources Tests Plugins -name '*.swift' ! -path 'Sources/Benchmarks/Generated*.swift' | sort)

# The layout check (.swift-format, the toolchain's swift-format: `make format` fixes what it
# finds), then the unit, golden and vector tests: what to run while working (docs:
# CONTRIBUTING.md, "Tests").
check:
	$(SWIFT) format lint --strict $(FORMATTED)
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Lays out every Swift file as .swift-format says.
format:
	$(SWIFT) format format --in-place $(FORMATTED)

# `check`, then the integration tests that drive real clients (pre-commit, junitparser,
# sarif-pydantic and sarif-tools, make install, bash, zsh, fish, mandoc, man, swift on generated
# code and plugins), each handed the one release binary built here as LINKCHECK; test-deps
# installs those clients when they are missing: from PyPI, and the shells and man tools with
# apt-get when run as root.
INTEGRATION := $(filter-out Tests/Integration/lib.sh,$(wildcard Tests/Integration/*.sh))
# A script passes when it exits 0 and says so in a `NAME: N passed, 0 failed` line: an empty or
# cut-short script would otherwise pass by doing nothing.
test: test-deps check build
	@for t in $(INTEGRATION); do \
		log=$$(mktemp); \
		{ LINKCHECK=$(CURDIR)/$(BIN) bash "$$t"; echo $$? >"$$log.status"; } 2>&1 | tee "$$log"; \
		status=$$(cat "$$log.status"); said=$$(grep -cE '^[a-z0-9-]+: [0-9]+ passed, 0 failed' "$$log"); rm -f "$$log" "$$log.status"; \
		if [ "$$status" != 0 ] || [ "$$said" = 0 ]; then echo "make test: $$t did not pass (exit $$status, no 'N passed, 0 failed' line)"; exit 1; fi; \
	done

test-deps:
	@command -v pre-commit >/dev/null && python3 -c 'import junitparser' 2>/dev/null \
		|| python3 -m pip install --quiet --disable-pip-version-check pre-commit junitparser
	@command -v sarif >/dev/null && python3 -c 'import sarif_pydantic' 2>/dev/null \
		|| python3 -m pip install --quiet --disable-pip-version-check sarif-pydantic sarif-tools
	@missing=$$(for c in $(SHELL_CLIENTS); do command -v $${c%%:*} >/dev/null || echo $${c#*:}; done); \
	if [ -z "$$missing" ]; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "test-deps: apt-get install" $$missing; \
		apt-get install -y -qq $$missing >/dev/null 2>&1 \
			|| { apt-get update -qq >/dev/null && apt-get install -y -qq $$missing >/dev/null; } \
			|| echo "test-deps: could not install" $$missing "with apt-get; completions.sh skips what needs them"; \
	else \
		echo "test-deps: missing" $$missing "(installed only as root with apt-get); completions.sh skips what needs them"; \
	fi

# The whole suite under AddressSanitizer, then ThreadSanitizer (big tables run on several
# threads); each build has its own folder, so neither disturbs the normal one.
test-sanitize:
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp \
		$(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan

# Rewrites fixtures/golden/*.txt, fixtures/hostile/expected.txt and docs/rules.md from the current output and
# rule catalogue; review the diff before committing.
golden:
	LINKCHECK_REGENERATE_GOLDEN=1 $(SWIFT) test --filter "GoldenTests|HostileInputTests|FetchLoopbackTests|RulesDocumentTests|CommandsDocumentTests"

# Issue 5's benchmarks: generates its inputs, measures the release linkcheck against a baseline for
# each row, prints a table and writes .build/bench/latest.json. BENCH_QUICK=1 for a short smoke run;
# BENCH_ONLY=aasa (or a comma list of cold, json, e2e, match, generated, aasa, aasa-process, aasa-formats, schema-scale, trace) runs those rows only and writes no JSON.
bench: build
	$(SWIFT) build -c release --product linkcheck-bench $(STATIC)
	.build/release/linkcheck-bench

# Writes Sources/Benchmarks/GeneratedParser.swift again (the `generated` row refuses a stale one):
# the bench schema, then the real `linkcheck generate swift` on it. The schema's path is in the
# file's header, so it is always the same relative path. The bench must build without the file
# being current, which it does: only the row checks it.
bench-parser: build
	$(SWIFT) build -c release --product linkcheck-bench $(STATIC)
	@mkdir -p .build/bench
	.build/release/linkcheck-bench print-schema > .build/bench/bench.schema.json
	$(BIN) generate swift .build/bench/bench.schema.json --namespace BenchLinks --tab-type BenchTab --route-type BenchRoute \
		--output Sources/Benchmarks/GeneratedParser.swift

# Issue 6's fuzzing: each target of Sources/LinkCheckFuzz built with libFuzzer and ASan, seeded from
# fixtures/ and ../shared/vectors/, run FUZZ_SECONDS; stops at the first failing input and prints its path.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := json url routes aasa glob generated pbxproj xcconfig
FUZZ := .build/fuzz
FUZZ_FLAGS := -O -parse-as-library -swift-version 6 -use-ld=lld \
	-enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility
# Inputs past 64 KB only slow mutation down; the larger fixtures are replayed whole by the tests.
FUZZ_OPTIONS := -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -timeout=20 -print_final_stats=1

fuzz: $(FUZZ_TARGETS:%=$(FUZZ)/bin/%)
	bash Sources/LinkCheckFuzz/LibFuzzer/seeds.sh $(FUZZ)/corpus
	@for t in $(FUZZ_TARGETS); do \
		mkdir -p $(FUZZ)/failures/$$t; \
		echo "fuzz $$t for $(FUZZ_SECONDS) s (log: $(FUZZ)/$$t.log)"; \
		SWIFT_BACKTRACE=enable=no $(FUZZ)/bin/$$t $(FUZZ_OPTIONS) -artifact_prefix=$(FUZZ)/failures/$$t/ \
			$(FUZZ)/corpus/$$t $$([ -d fixtures/fuzz/$$t ] && echo fixtures/fuzz/$$t) > $(FUZZ)/$$t.log 2>&1 \
			|| { grep -E "Fatal error|ERROR|SUMMARY" $(FUZZ)/$$t.log; \
			     echo "fuzz $$t failed on $$(sed -n 's/.*Test unit written to //p' $(FUZZ)/$$t.log)"; exit 1; }; \
		awk '/^stat::number_of_executed_units/ { n = $$2 } /^stat::average_exec_per_sec/ { r = $$2 } \
			END { print "  " n " runs, " r " exec/s, no failure" }' $(FUZZ)/$$t.log; \
	done

# The libraries, each a module compiled with coverage instrumentation, in their one-way order.
FUZZ_MODULES := LinkCheckCore LinkCheckRoutes LinkCheckGenerate LinkCheckAASA LinkCheckApp LinkCheckReports
FUZZ_OBJECTS := $(FUZZ_MODULES:%=$(FUZZ)/%.o)

$(FUZZ)/LinkCheckCore.o:
$(FUZZ)/LinkCheckRoutes.o: $(FUZZ)/LinkCheckCore.o
$(FUZZ)/LinkCheckGenerate.o: $(FUZZ)/LinkCheckRoutes.o
$(FUZZ)/LinkCheckAASA.o: $(FUZZ)/LinkCheckRoutes.o
$(FUZZ)/LinkCheckApp.o: $(FUZZ)/LinkCheckAASA.o $(FUZZ)/LinkCheckGenerate.o
$(FUZZ)/LinkCheckReports.o: $(FUZZ)/LinkCheckApp.o

# -package-name lets the modules see each other's `package` declarations, as SwiftPM does.
$(FUZZ)/LinkCheck%.o: $$(shell find Sources/LinkCheck$$* -name '*.swift')
	@mkdir -p $(FUZZ)
	@echo "swiftc (fuzzer, address) $@"
	@swiftc -sanitize=fuzzer,address $(FUZZ_FLAGS) -wmo -package-name linkcheck -I $(FUZZ) -module-name LinkCheck$* \
		-emit-module -emit-module-path $(FUZZ)/LinkCheck$*.swiftmodule -c $(filter %.swift,$^) -o $@

# The targets' own checks get no coverage instrumentation: it would only steer libFuzzer toward them.
$(FUZZ)/LinkCheckFuzz.o: $(wildcard Sources/LinkCheckFuzz/*.swift) $(FUZZ_OBJECTS)
	@echo "swiftc (address) $@"
	@swiftc -sanitize=address $(FUZZ_FLAGS) -wmo -package-name linkcheck -I $(FUZZ) -module-name LinkCheckFuzz -emit-module \
		-emit-module-path $(FUZZ)/LinkCheckFuzz.swiftmodule -c $(filter %.swift,$^) -o $@

$(FUZZ)/bin/%: Sources/LinkCheckFuzz/LibFuzzer/%.swift $(FUZZ)/LinkCheckFuzz.o
	@mkdir -p $(FUZZ)/bin
	@echo "swiftc (fuzzer, address) $@"
	@swiftc -sanitize=fuzzer,address $(FUZZ_FLAGS) -I $(FUZZ) -module-name FuzzEntry $< $(FUZZ_OBJECTS) $(FUZZ)/LinkCheckFuzz.o -o $@

# The `generated` target runs the parsers `linkcheck generate swift` writes for the fixture
# schemas (one with tabs, one caseless without, and those of fixtures/forms, which together use
# every form of real routers), compiled into its entry with coverage, against the interpreter.
# The release linkcheck writes them; any change to the generator remakes them.
FUZZ_FORMS := Forms Last Web Case Schemes
FUZZ_GENERATED := $(FUZZ)/generated/AppLinks.swift $(FUZZ)/generated/CaselessLinks.swift \
	$(FUZZ_FORMS:%=$(FUZZ)/generated/%Links.swift)
FUZZ_GENERATOR := $(shell find Sources/LinkCheckCore Sources/LinkCheckRoutes Sources/LinkCheckGenerate Sources/LinkCheckCLI -name '*.swift')

$(FUZZ)/generated/AppLinks.swift: fixtures/routes/app.schema.json $(FUZZ_GENERATOR)
	@mkdir -p $(FUZZ)/generated
	@$(MAKE) --no-print-directory build
	$(BIN) generate swift $< --namespace AppLinks --tab-type AppTab --route-type AppRoute --output $@

$(FUZZ)/generated/CaselessLinks.swift: fixtures/routes/caseless.schema.json $(FUZZ_GENERATOR)
	@mkdir -p $(FUZZ)/generated
	@$(MAKE) --no-print-directory build
	$(BIN) generate swift $< --namespace CaselessLinks --tab-type CaselessTab --route-type CaselessRoute --output $@

$(FUZZ)/generated/FormsLinks.swift: fixtures/forms/forms.schema.json
$(FUZZ)/generated/LastLinks.swift: fixtures/forms/last.schema.json
$(FUZZ)/generated/WebLinks.swift: fixtures/forms/web.schema.json
$(FUZZ)/generated/CaseLinks.swift: fixtures/forms/case.schema.json
$(FUZZ)/generated/SchemesLinks.swift: fixtures/forms/schemes.schema.json
$(FUZZ_FORMS:%=$(FUZZ)/generated/%Links.swift): $(FUZZ_GENERATOR)
	@mkdir -p $(FUZZ)/generated
	@$(MAKE) --no-print-directory build
	$(BIN) generate swift $(filter %.schema.json,$^) --namespace $(basename $(notdir $@)) \
		--route-type $(subst Links,Route,$(basename $(notdir $@))) --output $@

$(FUZZ)/bin/generated: Sources/LinkCheckFuzz/LibFuzzer/generated.swift $(FUZZ_GENERATED) $(FUZZ)/LinkCheckFuzz.o
	@mkdir -p $(FUZZ)/bin
	@echo "swiftc (fuzzer, address) $@"
	@swiftc -sanitize=fuzzer,address $(FUZZ_FLAGS) -I $(FUZZ) -module-name FuzzEntry $< $(FUZZ_GENERATED) \
		$(FUZZ_OBJECTS) $(FUZZ)/LinkCheckFuzz.o -o $@

# The binary, then what it writes from its own tables: the completion scripts where bash-completion,
# zsh and fish look for them, and the manual page. Each is written to a temporary file first, so a
# failure leaves no half-written file in place.
BASH_COMPLETION_DIR := $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETION_DIR := $(PREFIX)/share/zsh/site-functions
FISH_COMPLETION_DIR := $(PREFIX)/share/fish/vendor_completions.d
MAN1_DIR := $(PREFIX)/share/man/man1
INSTALLED := $(PREFIX)/bin/linkcheck $(BASH_COMPLETION_DIR)/linkcheck $(ZSH_COMPLETION_DIR)/_linkcheck \
	$(FISH_COMPLETION_DIR)/linkcheck.fish $(MAN1_DIR)/linkcheck.1

install: build
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(BASH_COMPLETION_DIR)" "$(DESTDIR)$(ZSH_COMPLETION_DIR)" \
		"$(DESTDIR)$(FISH_COMPLETION_DIR)" "$(DESTDIR)$(MAN1_DIR)"
	install -m 755 "$(BIN)" "$(DESTDIR)$(PREFIX)/bin/linkcheck"
	@set -e; tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	"$(BIN)" completions bash > "$$tmp/bash"; "$(BIN)" completions zsh > "$$tmp/zsh"; \
	"$(BIN)" completions fish > "$$tmp/fish"; "$(BIN)" man > "$$tmp/man"; \
	install -m 644 "$$tmp/bash" "$(DESTDIR)$(BASH_COMPLETION_DIR)/linkcheck"; \
	install -m 644 "$$tmp/zsh" "$(DESTDIR)$(ZSH_COMPLETION_DIR)/_linkcheck"; \
	install -m 644 "$$tmp/fish" "$(DESTDIR)$(FISH_COMPLETION_DIR)/linkcheck.fish"; \
	install -m 644 "$$tmp/man" "$(DESTDIR)$(MAN1_DIR)/linkcheck.1"; \
	echo "installed $(foreach f,$(INSTALLED),$(DESTDIR)$(f))"

uninstall:
	rm -f $(foreach f,$(INSTALLED),"$(DESTDIR)$(f)")

clean:
	rm -rf .build
