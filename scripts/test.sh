#!/usr/bin/env bash
# The whole test suite, as CI runs it: Rust (format, lints, docs, unit, property and golden tests,
# the game server's tests against its binary; then its PostgreSQL tests on a PostgreSQL server the
# step starts), then the C ABI with its C and C++ programs, then the Python package, then the
# JavaScript package and the page (web/) in headless Chromium, then every fuzz target for a short fixed time
# (HDZ_FUZZ_SECONDS per target, default 20).
# Usage: scripts/test.sh            (from anywhere in the repository)
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "cargo fmt --check"
cargo fmt --all -- --check
cargo fmt --manifest-path fuzz/Cargo.toml -- --check

step "cargo clippy (all targets, warnings are errors)"
cargo clippy --workspace --all-targets --locked -- -D warnings
# The fuzz crate is outside the workspace (its own lock file and target directory).
(cd fuzz && env -u CARGO_TARGET_DIR cargo clippy --all-targets --locked -- -D warnings)

step "cargo doc (warnings are errors)"
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --locked

step "cargo test"
cargo test --workspace --locked

step "the game server on PostgreSQL (two processes over one database)"
bash scripts/test-server.sh

if [ -f scripts/test-c.sh ]; then
  step "C ABI, C and C++ programs"
  bash scripts/test-c.sh
fi

if [ -f scripts/test-python.sh ]; then
  step "Python package"
  bash scripts/test-python.sh
fi

if [ -f scripts/test-js.sh ]; then
  step "JavaScript package (WebAssembly)"
  # The Python step leaves the wheel in target/py-test-venv: documents written by it are
  # continued in JavaScript, and back.
  HDZ_REQUIRE_PYTHON=1 bash scripts/test-js.sh
fi

if [ -f scripts/test-web.sh ]; then
  step "the page in headless Chromium"
  # Reuses the package the JavaScript step built in target/npm.
  bash scripts/test-web.sh
fi

step "fuzz targets, ${HDZ_FUZZ_SECONDS:-20} s each"
bash scripts/fuzz.sh "${HDZ_FUZZ_SECONDS:-20}"

step "all test suites passed"
