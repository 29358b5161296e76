# coordviz: `make demo` renders every sample into Output/, `make test` runs the whole suite.
# Both install Graphviz's C library first when it is missing (apt-get on Debian, brew on macOS).

SWIFT ?= swift
BIN = $(shell $(SWIFT) build --show-bin-path)

.PHONY: all deps build demo test benchmark clean

all: build

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

demo: build
	cd "$(CURDIR)" && scripts/render-samples.sh "$(BIN)" Output

test: deps
	$(SWIFT) test

# Release-build benchmark against the `dot` program; writes Benchmarks/RESULTS.md.
# Options go through BENCH_ARGS, e.g. make benchmark BENCH_ARGS="--sizes 10,50 --repetitions 3".
benchmark:
	Benchmarks/run.sh $(BENCH_ARGS)

clean:
	rm -rf .build
