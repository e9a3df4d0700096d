# Flipbook: every target does its own set-up, so each is one command on a fresh Debian 12 machine.
#   make demo   build in release and run the demo (for now: the curve table and spinner values)
#   make test   run the whole test suite
#   make bench  run the benchmarks (ratios against baselines measured in the same run)

SWIFT ?= swift
# Debian packages the build needs. Later modules add theirs here (cairo, pango, giflib, …).
APT_PACKAGES := pkg-config

.PHONY: deps build demo test bench clean

deps:
	@./scripts/install-deps.sh $(APT_PACKAGES)

build: deps
	$(SWIFT) build -c release --product flipbook

demo: build
	@mkdir -p Output
	.build/release/flipbook curves | tee Output/curves.txt
	.build/release/flipbook values Assets/scenes/spinner.json --keys spinner.transform.rotation.z --fps 4 \
		> Output/spinner-values.csv
	@echo "wrote Output/curves.txt and Output/spinner-values.csv"

test: deps
	$(SWIFT) test

bench: deps
	$(SWIFT) build -c release --product flipbook-bench
	.build/release/flipbook-bench

clean:
	$(SWIFT) package clean
	find Output -mindepth 1 ! -name README.md -delete
