# Flipbook: every target does its own set-up, so each is one command on a fresh Debian 12 machine.
#   make demo   build in release and render every scene in Assets/scenes into Output/<scene>/,
#               Output/<scene>.gif and Output/<scene>.json (Lottie), with its event log, key
#               values, contact sheet, value plot and review page beside it
#   make test   build the DocC reference (make docs), then run the whole test suite
#   make bench  run the benchmarks (ratios against baselines measured in the same run)
#   make fuzz   build the libFuzzer targets and run each for FUZZ_SECONDS (default 60)
#   make test-sanitizers  the test suite under AddressSanitizer, then ThreadSanitizer
#   make install  build in release and install flipbook, its man page and bash/zsh/fish
#               completions under PREFIX (default /usr/local; DESTDIR for staging)
#   make images re-draw the seed scenes' pictures (Assets/images) from Assets/images/src
#   make docs   build the DocC reference of the public modules into .build/docs (offline)
#   make bazel-example  run flipbook check as a 4-shard test under Debian's Bazel, offline
#               (Examples/bazel), checking each scene is checked once and a regression fails one shard

SWIFT ?= swift
# Debian packages the build needs: C libraries for drawing and PNG, and the fonts Flipbook pins.
APT_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libpng-dev zlib1g-dev libgif-dev libimagequant-dev libwebp-dev \
	fonts-inter fonts-noto-cjk fonts-noto-color-emoji fonts-dejavu-core fonts-material-design-icons-iconfont

PREFIX ?= /usr/local
# The binary `install-files` installs; `make install` builds it in release first.
FLIPBOOK ?= .build/release/flipbook

.PHONY: deps build docs demo test bench fuzz test-sanitizers check-dependent-build install install-files images bazel-example clean

deps:
	@./scripts/install-deps.sh $(APT_PACKAGES)

build: deps
	$(SWIFT) build -c release --product flipbook

# Each picture is drawn at 3x from its scene file, on the file's own canvas colour.
images: build
	@for source in Assets/images/src/*.json; do \
		name=$$(basename $$source .json); \
		.build/release/flipbook render $$source --at 0 --scale 3 --out Assets/images/$$name@3x.png --quiet || exit $$?; \
	done

docs:
	scripts/build-docs.sh

bazel-example: build
	@./scripts/install-deps.sh bazel-bootstrap bazel-rules-java  # the example's engine; the product never needs it
	Examples/bazel/run-example.sh .build/release/flipbook

demo: build
	@mkdir -p Output
	.build/release/flipbook curves | tee Output/curves.txt
	.build/release/flipbook values Assets/scenes/spinner.json --keys spinner.transform.rotation.z --fps 4 \
		> Output/spinner-values.csv
	@for scene in Assets/scenes/*.json; do \
		name=$$(basename $$scene .json); \
		echo "rendering $$name"; \
		.build/release/flipbook render $$scene --quiet || exit $$?; \
		.build/release/flipbook render $$scene --format gif --quiet || exit $$?; \
		.build/release/flipbook render $$scene --format lottie --quiet || exit $$?; \
		.build/release/flipbook events $$scene > Output/$$name.events.tsv || exit $$?; \
		.build/release/flipbook sheet $$scene --quiet || exit $$?; \
		.build/release/flipbook plot $$scene --quiet || exit $$?; \
		.build/release/flipbook review $$scene --quiet || exit $$?; \
	done
	.build/release/flipbook onion Assets/scenes/gauge.json --layer needle --to 0.4 --count 9 --out Output/gauge-onion-needle.png
	.build/release/flipbook compare Assets/scenes/gauge.json --set-b leg=0.8 --out Output/gauge-legs.gif --quiet
	.build/release/flipbook sweep Assets/scenes/pull-to-refresh.json --set drag=0,0.25,0.5,0.8,1,1.4 --at 1.0,1.4 \
		--out Output/pull-to-refresh-sweep-drag.png
	.build/release/flipbook sweep Assets/scenes/gauge.json --set amplitude=pi/6,pi/3,pi/2 --at 0.2,0.4 \
		--out Output/gauge-sweep-amplitude.png
	.build/release/flipbook values Assets/scenes/gauge.json --keys needle.transform.rotation.z --fps 50 \
		> Output/gauge-values.csv
	.build/release/flipbook values Assets/scenes/pull-to-refresh.json --fps 30 \
		--keys scroll.bounds.origin.y,label.string,arrow.transform.rotation.z,icon.transform.rotation.z \
		> Output/pull-to-refresh-values.csv
	@echo "wrote Output/<scene>/frame-*.png, Output/<scene>.gif, Output/<scene>.json (Lottie), Output/<scene>.events.tsv, Output/*-values.csv, Output/curves.txt,"
	@echo "      Output/<scene>-sheet.png, Output/<scene>-plot.png, Output/<scene>-review/index.html, onion, compare and sweeps"

# Independent readers the tests check output with; the product never needs them: a browser for
# the review page, ffmpeg for APNG, Pillow for WebP, numpy for comparing pixels, man and the
# shells for the man page and completion scripts.
TEST_APT_PACKAGES := chromium-headless-shell ffmpeg python3 man-db zsh fish
# jsonschema and lottie-specs (the Lottie specification's schema) validate exported Lottie files;
# kiwisolver is the independent Cassowary solver FlipbookConstraintSolver is checked against.
TEST_PYTHON_MODULES := PIL=Pillow:python3-pil numpy=numpy:python3-numpy jsonschema=jsonschema:python3-jsonschema \
	lottie_specs=lottie-specs: kiwisolver=kiwisolver:python3-kiwisolver rlottie_python=rlottie-python: thorvg_python=thorvg-python:

# lottie-web, the third Lottie player (run in the browser above): PyPI's pylottie ships it in a
# page, and only that page is read, so it is installed without its dependencies (a browser
# driver the tests do not use).
INSTALL_LOTTIE_WEB := python3 -c "import importlib.util, sys; sys.exit(importlib.util.find_spec('pylottie') is None)" \
	|| python3 -m pip install --quiet --no-deps pylottie==2024

test: deps docs
	@./scripts/install-deps.sh $(TEST_APT_PACKAGES)
	@./scripts/install-python-tools.sh $(TEST_PYTHON_MODULES)
	@$(INSTALL_LOTTIE_WEB)
	$(SWIFT) test

fuzz: deps
	./scripts/fuzz.sh

# A package that depends on this checkout builds, in Swift 5 and 6 language modes, debug and
# release, with strict concurrency checking, and Flipbook gives it no warning.
check-dependent-build: deps
	./scripts/check-dependent-build.sh

# Separate scratch paths keep the instrumented builds from replacing the normal one. LSan's
# suppressions cover fontconfig's and Pango's one-time caches (see the file for why each).
# TSan needs the kernel's mmap randomisation off (setarch -R), or it aborts on start; its
# runtime cannot start under a file-size limit, so the full-disk test is off in that pass.
test-sanitizers: deps
	@./scripts/install-deps.sh $(TEST_APT_PACKAGES)
	@./scripts/install-python-tools.sh $(TEST_PYTHON_MODULES)
	@$(INSTALL_LOTTIE_WEB)
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp:print_suppressions=0 \
		$(SWIFT) test --scratch-path .build/asan --sanitize=address
	FLIPBOOK_SANITIZER=thread TSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/tsan.supp:halt_on_error=1 \
		setarch $$(uname -m) -R $(SWIFT) test --scratch-path .build/tsan --sanitize=thread

bench: deps
	@./scripts/install-deps.sh ffmpeg time apngopt  # baselines and measuring tools for the benchmarks; the product never needs them
	@./scripts/install-python-tools.sh PIL=Pillow:python3-pil rlottie_python=rlottie-python:  # the current rlottie the Lottie rows are timed against
	$(SWIFT) build -c release --product flipbook-bench
	$(SWIFT) build -c release --product flipbook
	.build/release/flipbook-bench

install: build install-files

# The man page and completion scripts are generated by the binary from its own command
# specifications, so they always match it.
install-files:
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 $(FLIPBOOK) $(DESTDIR)$(PREFIX)/bin/flipbook
	$(FLIPBOOK) manpage > $(DESTDIR)$(PREFIX)/share/man/man1/flipbook.1
	$(FLIPBOOK) completions bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/flipbook
	$(FLIPBOOK) completions zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_flipbook
	$(FLIPBOOK) completions fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/flipbook.fish
	@echo "installed $(DESTDIR)$(PREFIX)/bin/flipbook, its man page and bash/zsh/fish completions"

clean:
	$(SWIFT) package clean
	find Output -mindepth 1 ! -name README.md -delete
