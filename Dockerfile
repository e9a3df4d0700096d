# The environment Flipbook's goldens are recorded in: Debian 12 (bookworm) with the drawing
# libraries and fonts below, as `meta.json` beside each golden records them. Run golden checks
# here from macOS or another distribution, so frames compare exactly instead of through the
# looser cross-environment tier:
#
#   docker build -t flipbook-goldens .
#   docker run --rm -v "$PWD":/work -w /work flipbook-goldens make test
#   docker run --rm -v "$PWD":/work -w /work -e CI=1 flipbook-goldens \
#       .build/release/flipbook check Assets/scenes --goldens goldens --report report
#
# The versions are those the project's goldens were recorded with (Debian 12.x, December 2026).
# A Debian point release that moves one of them shows up in meta.json's comparison; re-record
# with FLIPBOOK_RECORD=all after looking at the differences.
FROM swift:6.3-bookworm

RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        make pkg-config \
        libcairo2-dev libpango1.0-dev libpng-dev libgif-dev libimagequant-dev \
        libcairo2=1.16.0-7 \
        libpango-1.0-0=1.50.12+ds-1 libpangocairo-1.0-0=1.50.12+ds-1 libpangoft2-1.0-0=1.50.12+ds-1 \
        libpixman-1-0=0.42.2-1 \
        libfreetype6=2.12.1+dfsg-5+deb12u4 \
        libharfbuzz0b=6.0.0+dfsg-3 \
        libfontconfig1=2.14.1-4 \
        fonts-inter=4.0~beta7+ds-1 \
        fonts-noto-cjk=1:20220127+repack1-1 \
        fonts-noto-color-emoji=2.042-0+deb12u1 \
        fonts-dejavu-core=2.37-6 \
        fonts-material-design-icons-iconfont=6.7.0+dfsg-1 \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /work
