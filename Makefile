# coordviz: `make demo` renders every sample into Output/, `make test` runs the whole suite.
# Both install Graphviz's C library first when it is missing (apt-get on Debian, brew on macOS);
# `make test` then checks that no two labels overlap in any Output/ SVG
# (scripts/check-label-overlap.py), checks the HTML pages and Mermaid output in headless Chromium
# (scripts/check-html.sh installs Chromium and Mermaid when missing), renders hostile names in
# every view and format and parses each output (scripts/check-injection.sh installs `dot`),
# validates `coordviz model` output against its JSON Schema (scripts/check-model-schema.sh),
# fuzzes coordviz with 300 mutated inputs (scripts/fuzz.sh; pass --runs N for a longer run), and
# validates `coordviz review --reporter sarif` on every sample against the official SARIF 2.1.0
# schema (scripts/check-sarif.sh installs Python's jsonschema when missing), installs coordviz into
# a temporary prefix and runs it from there (scripts/check-install.sh), runs the GitHub action's
# steps (scripts/check-action.sh) and the Homebrew formula's (scripts/check-formula.sh, installs
# Ruby when missing), runs the SwiftPM plugin on a fixture package (scripts/check-plugin.sh), and
# types command lines into real bash, zsh and fish sessions to check what completion offers
# (scripts/check-completion.sh, installs zsh and fish when missing).
#
# `make install` builds a release coordviz and installs it with its bash/zsh/fish completions and
# man page under PREFIX (default /usr/local; DESTDIR stages, CONFIGURATION=debug reuses the test
# build, SWIFT_BUILD_FLAGS passes flags such as --disable-sandbox); `make uninstall` removes them.

SWIFT ?= swift
BIN = $(shell $(SWIFT) build --show-bin-path)
PREFIX ?= /usr/local
CONFIGURATION ?= release
export SWIFT PREFIX DESTDIR CONFIGURATION SWIFT_BUILD_FLAGS

.PHONY: all deps build demo test benchmark clean install uninstall

all: build

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

demo: build
	cd "$(CURDIR)" && scripts/render-samples.sh "$(BIN)" Output

# The Swift suite runs last, so its summary closes the output.
test: deps
	scripts/check-uikit-adapter.sh
	$(SWIFT) build
	scripts/check-graphviz-memory.sh "$(BIN)"
	scripts/check-label-overlap.py Output
	scripts/check-html.sh "$(BIN)"
	scripts/check-model-schema.sh "$(BIN)"
	scripts/check-injection.sh "$(BIN)"
	scripts/check-sarif.sh "$(BIN)"
	scripts/fuzz.sh "$(BIN)" --runs 300
	scripts/check-install.sh
	scripts/check-action.sh
	scripts/check-formula.sh --debug
	scripts/check-plugin.sh
	scripts/check-completion.sh "$(BIN)"
	$(SWIFT) test

# Release-build benchmark of every stage, against the `dot` program; writes Benchmarks/RESULTS.md.
# Options go through BENCH_ARGS, e.g. make benchmark BENCH_ARGS="--sizes 10,100 --repetitions 3".
benchmark:
	Benchmarks/run.sh $(BENCH_ARGS)

install: deps
	scripts/install.sh

uninstall:
	scripts/install.sh --uninstall

clean:
	rm -rf .build
