#!/usr/bin/env bash
# Installs the pinned cargo-fuzz, which builds and runs the fuzz targets in fuzz/, into
# <repo>/.tools and prints the path of the binary (see install-tool.sh).
#
#   bash scripts/install-cargo-fuzz.sh
set -euo pipefail
# cargo runs a subcommand binary as `cargo-fuzz fuzz ARGS`.
exec bash "$(dirname "${BASH_SOURCE[0]}")/install-tool.sh" cargo-fuzz 0.13.2 fuzz --version
