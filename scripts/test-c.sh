#!/usr/bin/env bash
# Tests the C API (docs/c-api.md, "How this is tested"):
#   * the committed include/herr_der_ziegen.h is what the pinned cbindgen generates;
#   * the library builds and exports exactly the header's functions, and docs/c-api.md names
#     every one of them;
#   * the C and C++ examples, the C tests and the program of docs/c-api.md build with
#     -Wall -Wextra -Werror and run cleanly under ASan+UBSan and under Valgrind (no error, no leak);
#   * the threads test (ffi-c/ctest/test_threads.c) also runs built with ThreadSanitizer.
# Ends with the line "c-api: N passed, M failed"; exits non-zero on any failure.
#
#   bash scripts/test-c.sh                  # run everything
#   bash scripts/test-c.sh --update-header  # regenerate include/herr_der_ziegen.h and stop
#
# Needs a Rust toolchain, gcc/g++ (cc/c++), make and valgrind; missing Debian packages among the
# last three are installed with apt-get. Uses $CARGO_TARGET_DIR when set, else <repo>/target.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root" || exit 1
target=${CARGO_TARGET_DIR:-$root/target}
libdir=$target/release
header=include/herr_der_ziegen.h
work=$(mktemp -d "${TMPDIR:-/tmp}/hdz-c-api.XXXXXX")
trap 'rm -rf "$work"' EXIT

passed=0
failed=0
started=$SECONDS

# step NAME COMMAND...: runs COMMAND with its output in a log, shown only on failure.
step() {
    local name=$1
    shift
    local log="$work/step-$((passed + failed)).log"
    local start=$SECONDS
    if "$@" >"$log" 2>&1; then
        passed=$((passed + 1))
        printf 'ok    %-44s %3ss\n' "$name" $((SECONDS - start))
        return 0
    else
        failed=$((failed + 1))
        printf 'FAIL  %-44s %3ss\n' "$name" $((SECONDS - start))
        tail -n 80 "$log" | sed 's/^/      /'
        return 1
    fi
}

finish() {
    echo "c-api tests took $((SECONDS - started))s"
    echo "c-api: $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit
}

# ----- tools -----

missing=()
command -v cc >/dev/null 2>&1 || missing+=(gcc)
command -v c++ >/dev/null 2>&1 || missing+=(g++)
command -v make >/dev/null 2>&1 || missing+=(make)
command -v valgrind >/dev/null 2>&1 || missing+=(valgrind)
if [ ${#missing[@]} -gt 0 ]; then
    echo "installing ${missing[*]}"
    sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    "${sudo[@]}" apt-get update -qq && DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null ||
        { echo "cannot install ${missing[*]}"; exit 1; }
fi

cbindgen=
install_cbindgen() { cbindgen=$(bash scripts/install-cbindgen.sh 2>"$work/cbindgen-install.log") || { cat "$work/cbindgen-install.log"; return 1; }; "$cbindgen" --version; }
step "install pinned cbindgen" install_cbindgen || finish

generate_header() { "$cbindgen" --quiet --config ffi-c/cbindgen.toml --output "$1" ffi-c/src/lib.rs; }

if [ "${1:-}" = "--update-header" ]; then
    generate_header "$header" && echo "regenerated $header"
    exit
fi

check_header() {
    generate_header "$work/generated.h" || return 1
    if ! diff -u "$header" "$work/generated.h"; then
        echo "$header is out of date: run bash scripts/test-c.sh --update-header and commit it"
        return 1
    fi
}
step "header is what cbindgen generates" check_header

# ----- library -----

step "cargo build --release -p herr-der-ziegen-c" cargo build --release -p herr-der-ziegen-c || finish

check_exports() {
    nm -D --defined-only "$libdir/libherr_der_ziegen_c.so" | awk '$2 == "T" && $3 ~ /^hdz_/ {print $3}' | sort >"$work/exported"
    grep -oE '\bhdz_[a-z_]+\(' "$header" | tr -d '(' | sort -u >"$work/declared"
    echo "exported: $(wc -l <"$work/exported"), declared: $(wc -l <"$work/declared")"
    diff -u "$work/declared" "$work/exported"
}
step "library exports exactly the header's functions" check_exports

# Every function the header declares is documented in docs/c-api.md: named there in backticks,
# alone (`hdz_x`) or as a call (`hdz_x(...)`).
check_documented() {
    local name missing=0
    for name in $(grep -oE '\bhdz_[a-z_]+\(' "$header" | tr -d '(' | sort -u); do
        if ! grep -qE "\`$name(\`|\()" docs/c-api.md; then
            echo "docs/c-api.md does not document $name"
            missing=1
        fi
    done
    return "$missing"
}
step "docs/c-api.md documents every function" check_documented

# ----- builds -----

# The complete program of docs/c-api.md, exactly as printed there.
extract_doc_example() {
    awk '/<!-- c-api-example: begin -->/ {on = 1; next}
         /<!-- c-api-example: end -->/ {on = 0}
         on && /^```c$/ {code = 1; next}
         on && /^```$/ {code = 0}
         on && code {print}' docs/c-api.md >"$work/doc/c_api_example.c"
    [ -s "$work/doc/c_api_example.c" ] && grep -q 'int main' "$work/doc/c_api_example.c"
}
mkdir -p "$work/doc"
step "extract the program of docs/c-api.md" extract_doc_example
# The any-game program of docs/c-api.md ("Other games"), between its own markers.
extract_doc_any_example() {
    sed -n '/<!-- c-api-any-example: begin -->/,/<!-- c-api-any-example: end -->/p' docs/c-api.md |
        sed -n '/^```c$/,/^```$/p' | sed '1d;$d' >"$work/doc/c_api_any_example.c"
    grep -q 'int main' "$work/doc/c_api_any_example.c"
}
step "extract the any-game program of docs/c-api.md" extract_doc_any_example

sanitize="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all"
build_all() { # OUT SANITIZE
    local out=$1 flags=$2
    make -C examples/c HDZ_LIBDIR="$libdir" OUT="$out/c" SANITIZE="$flags" &&
        make -C examples/cpp HDZ_LIBDIR="$libdir" OUT="$out/cpp" SANITIZE="$flags" &&
        make -C ffi-c/ctest HDZ_LIBDIR="$libdir" OUT="$out/ctest" SANITIZE="$flags" \
            EXTRA_SOURCES="$work/doc/c_api_example.c $work/doc/c_api_any_example.c"
}
step "build C, C++, tests (-Wall -Wextra -Werror)" build_all "$work/plain" "" || finish
step "build the same with ASan+UBSan" build_all "$work/asan" "$sanitize" || finish
step "build the threads test with TSan" \
    make -C ffi-c/ctest HDZ_LIBDIR="$libdir" OUT="$work/tsan/ctest" SANITIZE="-fsanitize=thread" \
    "$work/tsan/ctest/test_threads"
step "build the C example against the static library" \
    make -C examples/c HDZ_LIBDIR="$libdir" OUT="$work/static" STATIC=1

# ----- runs -----

golden="$root/testdata/golden-games.json"
golden_zk="$root/testdata/golden-ziegen-kriegen.json"
golden_lb="$root/testdata/golden-le-baron.json"
[ -f "$golden_lb" ] || golden_lb=
programs=(
    "c/play 4 7"
    "c/play 2 18446744073709551615"
    "c/play 3 5 ismcts:40 greedy random"
    "c/play_any ziegen-kriegen 4 7"
    "c/play_any le-baron 5 42 ismcts:40 greedy random"
    "cpp/play 5 42"
    "ctest/test_errors"
    "ctest/test_misuse"
    "ctest/test_golden $golden"
    "ctest/test_bad_documents $root/testdata/bad-states/index.tsv"
    "ctest/test_any_game $golden_zk $golden_lb"
    "ctest/test_every_game"
    "ctest/test_typed_extras"
    "ctest/test_threads"
    "ctest/test_wrapper"
    "ctest/test_any_wrapper"
    "ctest/test_client"
    "ctest/c_api_example"
    "ctest/c_api_any_example"
)

export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:halt_on_error=1:detect_stack_use_after_return=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
for program in "${programs[@]}"; do
    read -r -a argv <<<"$program"
    step "asan+ubsan  ${program/$root\//}" "$work/asan/${argv[0]}" "${argv[@]:1}"
done
unset ASAN_OPTIONS UBSAN_OPTIONS

# ThreadSanitizer sees the C side (the Rust library is not instrumented): the test's own shared
# data, barriers and the handles it passes between threads.
TSAN_OPTIONS=halt_on_error=1 step "tsan        ctest/test_threads" "$work/tsan/ctest/test_threads"

valgrind=(valgrind --quiet --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite,indirect
    --show-leak-kinds=definite,indirect)
for program in "${programs[@]}"; do
    read -r -a argv <<<"$program"
    step "valgrind    ${program/$root\//}" "${valgrind[@]}" "$work/plain/${argv[0]}" "${argv[@]:1}"
done
step "static C example runs" "$work/static/play" 3 11

finish
