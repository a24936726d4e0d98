#!/usr/bin/env bash
# Builds the fuzz targets in fuzz/ (cargo-fuzz, libFuzzer, AddressSanitizer) and runs each one for
# a fixed time on a copy of its checked-in seed corpus (fuzz/corpus/<target>/, left unchanged).
# Prints the runs, seconds and coverage of every target and exits non-zero if any target crashed,
# failed a check, hung or went over its memory limit; the failing input is kept in
# fuzz/artifacts/<target>/ and the fuzzer's report is printed.
#
#   bash scripts/fuzz.sh [SECONDS_PER_TARGET]        # default 20 s per target, two at a time
#                                                     # (every target of fuzz/Cargo.toml)
#   bash scripts/fuzz.sh 3600                         # a long run: an hour per target
#   HDZ_FUZZ_SECONDS=10 bash scripts/fuzz.sh          # the time per target, from the environment
#   HDZ_FUZZ_TARGETS="actions c_api" bash scripts/fuzz.sh 600      # only some targets
#   HDZ_FUZZ_JOBS=1 bash scripts/fuzz.sh              # one target at a time
#
# Reproduce a failure with the input it saved:
#   cd fuzz && RUSTC_BOOTSTRAP=1 ../.tools/bin/cargo-fuzz fuzz run TARGET artifacts/TARGET/crash-...
# (or run the built binary fuzz/target/<host>/release/TARGET on the file). fuzz/README.md has more.
#
# The first run installs the pinned cargo-fuzz (scripts/install-cargo-fuzz.sh) and builds the
# targets into fuzz/target from scratch, which takes a few minutes; later runs reuse both.
set -euo pipefail

seconds=${1:-${HDZ_FUZZ_SECONDS:-20}}
case "$seconds" in
    '' | *[!0-9]* | 0)
        echo "usage: bash scripts/fuzz.sh [SECONDS_PER_TARGET]" >&2
        exit 2
        ;;
esac
jobs=${HDZ_FUZZ_JOBS:-2}
# A single input running longer than this (seconds) is a hang; using more memory than this (MB) is
# a blow-up. Both are reported as failures with the input that caused them.
input_timeout=30
rss_limit_mb=2048

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cargo_fuzz=$(bash "$root/scripts/install-cargo-fuzz.sh")
tools_bin=$(dirname "$cargo_fuzz")
export PATH="$tools_bin:$PATH"

# cargo-fuzz passes nightly-only compiler flags (-Zsanitizer=address, the coverage passes);
# RUSTC_BOOTSTRAP=1 lets the stable toolchain accept them. AddressSanitizer (cargo-fuzz's default)
# works on stable: the sanitizer runtimes ship with the standard library for x86_64 Linux. It
# checks the C ABI's pointer handling (out-of-bounds writes into caller buffers) and, through
# LeakSanitizer, that every game and string is freed.
export RUSTC_BOOTSTRAP=1
cd "$root/fuzz"
# Every target the fuzz crate declares (its `[[bin]]` entries), so a new target needs no change
# here.
targets=${HDZ_FUZZ_TARGETS:-$(cargo fuzz list | tr '\n' ' ')}
[ -n "$targets" ] || { echo "no fuzz targets listed" >&2; exit 2; }
echo "building the fuzz targets (address sanitizer)" >&2
start=$(date +%s)
# The fuzz crate has its own target directory (fuzz/target), whatever the caller's CARGO_TARGET_DIR.
env -u CARGO_TARGET_DIR cargo fuzz build --sanitizer address >&2
echo "built in $(($(date +%s) - start)) s" >&2

host=$(rustc -vV | sed -n 's/^host: //p')
bin_dir="$root/fuzz/target/$host/release"
work=$(mktemp -d "${TMPDIR:-/tmp}/hdz-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Runs one target; its log goes to $work/<target>.log and its figures to $work/<target>.result.
run_target() {
    local target=$1 log="$work/$1.log" corpus="$work/corpus/$1" artifacts="$root/fuzz/artifacts/$1/"
    mkdir -p "$corpus" "$artifacts"
    cp "$root/fuzz/corpus/$target/"* "$corpus/"
    # Inputs that once found a bug run first, with the seeds.
    if [ -d "$root/fuzz/regressions/$target" ]; then
        find "$root/fuzz/regressions/$target" -maxdepth 1 -type f -exec cp {} "$corpus/" \;
    fi
    local begin status=0
    begin=$(date +%s)
    # The outer timeout only guards against a fuzzer that does not stop by itself.
    timeout --kill-after=10 $((seconds + 120)) "$bin_dir/$target" \
        -max_total_time="$seconds" -timeout="$input_timeout" -rss_limit_mb="$rss_limit_mb" \
        -print_final_stats=1 -artifact_prefix="$artifacts" "$corpus" >"$log" 2>&1 || status=$?
    local elapsed=$(($(date +%s) - begin))
    local runs cov corp
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    # A fuzzer that failed on a seed prints no coverage line: the figures are then "?".
    cov=$({ grep -o 'cov: [0-9]* ft: [0-9]*' "$log" || true; } | tail -n 1 | awk '{print $2 " edges, " $4 " features"}')
    corp=$({ grep -o 'corp: [0-9]*/[0-9]*[a-zA-Z]*' "$log" || true; } | tail -n 1 | cut -d' ' -f2)
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$target" "$status" "${runs:-?}" "$elapsed" "${cov:-?}" "${corp:-?}" \
        >"$work/$target.result"
}

for target in $targets; do
    [ -x "$bin_dir/$target" ] || { echo "no fuzz target named $target" >&2; exit 2; }
done
echo "fuzzing each target for $seconds s ($jobs at a time)" >&2
batch=()
for target in $targets; do
    run_target "$target" &
    batch+=($!)
    if [ "${#batch[@]}" -ge "$jobs" ]; then
        wait "${batch[@]}"
        batch=()
    fi
done
[ "${#batch[@]}" -eq 0 ] || wait "${batch[@]}"

failed=()
printf '%-14s %-7s %12s %8s  %s\n' target result runs seconds "coverage (corpus files/size)"
for target in $targets; do
    IFS=$'\t' read -r name status runs elapsed cov corp <"$work/$target.result"
    result=ok
    if [ "$status" != 0 ]; then
        result=FAILED
        failed+=("$target")
    fi
    printf '%-14s %-7s %12s %8s  %s (%s)\n' "$name" "$result" "$runs" "$elapsed" "$cov" "$corp"
done

for target in "${failed[@]}"; do
    echo
    echo "===== $target failed; the fuzzer's report:"
    # The report starts at the first panic or sanitizer message; progress lines are left out.
    awk '/panicked at|ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)|==[0-9]+==/ {found = 1}
         found && !/^#[0-9]+\t/ && !/^\tNEW_FUNC/' "$work/$target.log" | head -n 120
    echo "the failing input is in fuzz/artifacts/$target/"
done
[ "${#failed[@]}" -eq 0 ] || { echo "fuzzing failed: ${failed[*]}" >&2; exit 1; }
echo "fuzzing passed: $(wc -w <<<"$targets") targets ($targets)"
