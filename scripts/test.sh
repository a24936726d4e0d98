#!/usr/bin/env bash
# The whole test suite, as CI runs it: the games' names outside their own files, Rust (format,
# lints, docs, unit, property and golden tests, the game server's tests against its binary), then
# the game server's PostgreSQL tests on a PostgreSQL server the step starts, then the C ABI with its C and C++ programs, then
# the Python package, then the JavaScript package and the page (web/) in headless Chromium, then
# every fuzz target for a short fixed time (HDZ_FUZZ_SECONDS per target, default 20).
#
# A step that runs no test fails, and each prints how many it ran; at the end the counts of every
# step are listed. HDZ_FAIL_ON_SKIP=1 is set for every step: a test skipped for want of one of the
# project's own test dependencies (Ray, Gymnasium, PettingZoo, OpenSpiel, JAX, CairoSVG, the
# Python wheel for the JavaScript tests, Chromium) fails, unless the test names itself optional.
#
# Usage: scripts/test.sh            (from anywhere in the repository)
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS

export HDZ_FAIL_ON_SKIP=1
logs=$(mktemp -d "${TMPDIR:-/tmp}/hdz-test.XXXXXX")
trap 'rm -rf "$logs"' EXIT
counts=()

step() { printf '\n== %s\n' "$*"; }

# counted NAME PATTERN COMMAND...: runs COMMAND, its output shown and kept, then reads how many
# tests it ran: the sum of the first number of every match of PATTERN (an extended regular
# expression) in the output. No match, or 0, fails the step.
counted() {
    local name=$1 pattern=$2 log
    shift 2
    log="$logs/${#counts[@]}.log"
    "$@" 2>&1 | tee "$log"
    local count
    count=$({ grep -oE "$pattern" "$log" || true; } | sed -E 's/^[^0-9]*([0-9]+).*/\1/' | awk '{ n += $1 } END { print n + 0 }')
    if [ "$count" -eq 0 ]; then
        echo "FAIL: $name ran no test (nothing in its output matched /$pattern/)" >&2
        exit 1
    fi
    echo "-- $name: $count run"
    counts+=("$(printf '%-40s %6s' "$name" "$count")")
}

step "the games' names outside their own files"
counted "files checked for the games' names" '[0-9]+ files checked' node scripts/check-game-files.mjs

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
counted "cargo test (Rust tests and doctests)" 'test result: ok\. [0-9]+ passed' cargo test --workspace --locked
# An ignored test is a skip: only one that names itself optional may be, or one of the server's
# PostgreSQL tests, which the next step runs.
if grep -E '^test .* \.\.\. ignored' "$logs/$((${#counts[@]} - 1)).log" | grep -vE '\.\.\. ignored, (optional|postgres)'; then
    echo "FAIL: the tests above are ignored without naming themselves optional (#[ignore = \"optional: ...\"])" >&2
    exit 1
fi

step "the game server on PostgreSQL (two processes over one database)"
counted "game server on PostgreSQL" 'test result: ok\. [0-9]+ passed' bash scripts/test-server.sh

step "C ABI, C and C++ programs"
counted "C ABI (programs and checks)" 'c-api: [0-9]+ passed' bash scripts/test-c.sh

step "Python package"
counted "Python (pytest)" '[0-9]+ tests run' bash scripts/test-python.sh

step "JavaScript package (WebAssembly)"
# The Python step leaves the wheel in target/py-test-venv: documents written by it are continued
# in JavaScript, and back.
counted "JavaScript package (Node)" '[0-9]+ tests run in' bash scripts/test-js.sh

step "the page in headless Chromium"
# Reuses the package the JavaScript step built in target/npm.
counted "the page (Node and Chromium)" '[0-9]+ tests run in' bash scripts/test-web.sh

step "fuzz targets, ${HDZ_FUZZ_SECONDS:-20} s each"
counted "fuzz targets" 'fuzzing passed: [0-9]+ targets' bash scripts/fuzz.sh "${HDZ_FUZZ_SECONDS:-20}"

step "all test suites passed in $(((SECONDS - started) / 60)) min; tests run per step:"
printf '%s\n' "${counts[@]}"
