#!/usr/bin/env bash
# Tests the C API and its installation (docs/c-api.md, "How this is tested"), for every game the
# library lists (the programs list the games themselves: a game added to the library adds nothing
# here):
#   * the committed include/herr_der_ziegen.h is what the pinned cbindgen generates;
#   * scripts/install-c.sh builds the library (its only release build here) and installs it into
#     a temporary prefix: headers, the shared library with its soname, the static library, the
#     pkg-config file and the CMake package;
#   * the installed library exports exactly the header's functions and nothing else, and
#     docs/c-api.md names every one of them;
#   * the C and C++ examples (through pkg-config), the C tests and the programs of docs/c-api.md
#     build against the installed copy with -Wall -Wextra -Werror and run cleanly under
#     ASan+UBSan and under Valgrind (no error, no leak: definite, indirect or possible); the
#     examples play every game the C example lists (play --games), the golden and bad-document
#     tests read testdata/ for every game;
#   * the threads test (ffi-c/ctest/test_threads.c) also runs built with ThreadSanitizer;
#   * the CMake example (examples/cmake) builds against the installed copy through its CMake
#     package (shared and static library) and through pkg-config, and plays the same game.
# Ends with the line "c-api: N passed, M failed"; exits non-zero on any failure.
#
#   bash scripts/test-c.sh                  # run everything
#   bash scripts/test-c.sh --update-header  # regenerate include/herr_der_ziegen.h and stop
#
# Needs a Rust toolchain, gcc/g++ (cc/c++), make, valgrind and pkg-config; missing Debian
# packages among them are installed with apt-get. CMake: the one on PATH (3.16 or newer), else
# the pinned release from PyPI in <repo>/.tools/python (scripts/install-python-tools.sh, which
# needs Python 3). Builds in $CARGO_TARGET_DIR when set, else <repo>/target; installs only into
# a temporary folder, removed at the end.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root" || exit 1
header=include/herr_der_ziegen.h
work=$(mktemp -d "${TMPDIR:-/tmp}/hdz-c-api.XXXXXX")
trap 'rm -rf "$work"' EXIT
# The installed copy every program below is built against.
prefix=$work/prefix
libdir=$prefix/lib
export PKG_CONFIG_PATH=$libdir/pkgconfig

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
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
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

# ----- library, installed -----

step "scripts/install-c.sh into a temporary prefix" bash scripts/install-c.sh "$prefix" || finish

# The layout of docs/c-api.md ("Installing and linking"), the soname of its ABI rule (which
# install-c.sh applies to the crate's version; docs/c-api.md must name the current one), and
# pkg-config's answers.
check_install() {
    local pkgid version soname sover lib file
    pkgid=$(cargo pkgid --quiet --locked -p herr-der-ziegen-c) || return 1
    version=${pkgid##*[#@]}
    soname=$(bash scripts/install-c.sh --soname) || return 1
    sover=${soname#libherr_der_ziegen_c.so.}
    grep -qF "\`$soname\`" docs/c-api.md || { echo "docs/c-api.md does not name the soname $soname"; return 1; }
    lib=$libdir/libherr_der_ziegen_c
    for file in herr_der_ziegen.h:include herr_der_ziegen.hpp:examples/cpp; do
        cmp "$prefix/include/${file%%:*}" "${file#*:}/${file%%:*}" || return 1
    done
    [ "$(find "$prefix/include" -type f | wc -l)" = 2 ] || { ls "$prefix/include"; echo "more headers than two"; return 1; }
    [ -f "$lib.so.$version" ] && [ ! -L "$lib.so.$version" ] || { echo "no $lib.so.$version"; return 1; }
    [ "$(readlink "$lib.so.$sover")" = "libherr_der_ziegen_c.so.$version" ] || { echo "bad link $lib.so.$sover"; return 1; }
    [ "$(readlink "$lib.so")" = "libherr_der_ziegen_c.so.$sover" ] || { echo "bad link $lib.so"; return 1; }
    [ -f "$lib.a" ] || { echo "no $lib.a"; return 1; }
    readelf -d "$lib.so.$version" | grep -F "Library soname: [libherr_der_ziegen_c.so.$sover]" ||
        { readelf -d "$lib.so.$version"; echo "the soname is not libherr_der_ziegen_c.so.$sover"; return 1; }
    [ "$(pkg-config --modversion herr_der_ziegen)" = "$version" ] || { echo "pkg-config version"; return 1; }
    [ "$(pkg-config --cflags herr_der_ziegen | xargs)" = "-I$prefix/include" ] || { echo "pkg-config --cflags"; return 1; }
    [ "$(pkg-config --libs herr_der_ziegen | xargs)" = "-L$libdir -lherr_der_ziegen_c" ] || { echo "pkg-config --libs"; return 1; }
    [ -f "$libdir/cmake/HerrDerZiegen/HerrDerZiegenConfig.cmake" ] &&
        [ -f "$libdir/cmake/HerrDerZiegen/HerrDerZiegenConfigVersion.cmake" ] || { echo "no CMake package"; return 1; }
    find "$prefix" | sort
}
step "installed: headers, libraries, soname, pkg-config, CMake" check_install || finish

# The shared library exports the header's functions and no other symbol; the static library
# defines the same functions, and its other global symbols are the Rust runtime's (mangled
# names, rust_eh_personality) and the compiler's builtins (__*), never another C name.
check_exports() {
    local so=$libdir/libherr_der_ziegen_c.so
    grep -oE '\bhdz_[a-z_]+\(' "$header" | tr -d '(' | sort -u >"$work/declared"
    nm -D --defined-only "$so" | awk '$2 == "T" {print $3}' | sort >"$work/exported"
    echo "shared library: $(nm -D --defined-only "$so" | wc -l) defined dynamic symbols," \
        "$(wc -l <"$work/exported") functions; the header declares $(wc -l <"$work/declared")"
    diff -u "$work/declared" "$work/exported" || return 1
    if nm -D --defined-only "$so" | awk '$2 != "T" || $3 !~ /^hdz_/' | grep .; then
        echo "the shared library exports symbols other than the hdz_ functions (above)"
        return 1
    fi
    nm --defined-only --extern-only "$libdir/libherr_der_ziegen_c.a" 2>/dev/null | awk 'NF == 3' >"$work/static-symbols"
    awk '$3 ~ /^hdz_/ && $2 == "T" {print $3}' "$work/static-symbols" | sort -u >"$work/static-hdz"
    diff -u "$work/declared" "$work/static-hdz" || return 1
    if awk '$3 !~ /^(hdz_|_R|_ZN|__|rust_eh_personality$|DW\.ref\.rust_eh_personality$)/' "$work/static-symbols" | grep .; then
        echo "the static library defines other global C names (above)"
        return 1
    fi
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
step "extract the Herr der Ziegen program of docs/c-api.md" extract_doc_example
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
    make -C examples/c HDZ_PKG_CONFIG=1 OUT="$out/c" SANITIZE="$flags" &&
        make -C examples/cpp HDZ_PKG_CONFIG=1 OUT="$out/cpp" SANITIZE="$flags" &&
        make -C ffi-c/ctest HDZ_INCLUDE="$prefix/include" HDZ_LIBDIR="$libdir" OUT="$out/ctest" SANITIZE="$flags" \
            EXTRA_SOURCES="$work/doc/c_api_example.c $work/doc/c_api_any_example.c"
}
step "build C, C++, tests (-Wall -Wextra -Werror)" build_all "$work/plain" "" || finish
step "build the same with ASan+UBSan" build_all "$work/asan" "$sanitize" || finish
step "build the threads test with TSan" \
    make -C ffi-c/ctest HDZ_INCLUDE="$prefix/include" HDZ_LIBDIR="$libdir" OUT="$work/tsan/ctest" \
    SANITIZE="-fsanitize=thread" "$work/tsan/ctest/test_threads"
# The static library leaves no trace of the shared one in the program.
build_static() {
    make -C examples/c HDZ_PKG_CONFIG=1 OUT="$work/static" STATIC=1 || return 1
    ! readelf -d "$work/static/play" | grep -F libherr_der_ziegen
}
step "build the C example against the static library" build_static

# ----- CMake -----

cmake=
find_cmake() {
    if command -v cmake >/dev/null 2>&1 &&
        printf '%s\n' 3.16 "$(cmake --version | sed -n '1s/^cmake version //p')" | sort -C -V; then
        cmake=$(command -v cmake)
    else
        local bin
        bin=$(bash scripts/install-python-tools.sh cmake) || return 1
        cmake=$bin/cmake
    fi
    "$cmake" --version | head -n 1
}
# cmake_example NAME [OPTIONS...]: configures and builds examples/cmake in $work/cmake-NAME
# against the prefix only (CMAKE_PREFIX_PATH), with warnings as errors.
cmake_example() {
    local build=$work/cmake-$1
    shift
    env -u PKG_CONFIG_PATH "$cmake" -S examples/cmake -B "$build" -DCMAKE_PREFIX_PATH="$prefix" \
        -DCMAKE_C_FLAGS="-Wall -Wextra -Werror -Wpedantic" "$@" &&
        "$cmake" --build "$build" --verbose
}
cmake_ok=0
if step "cmake (on PATH, or from PyPI into .tools)" find_cmake; then
    cmake_ok=1
    step "CMake example: find_package, shared library" cmake_example shared || cmake_ok=0
    step "CMake example: find_package, static library" cmake_example static -DHDZ_STATIC=ON || cmake_ok=0
    step "CMake example: pkg_check_modules" cmake_example pkg-config -DHDZ_PKG_CONFIG=ON || cmake_ok=0
fi

# ----- runs -----

# The games, as the C example lists them: each is played by the C and C++ examples.
games=()
list_games() { mapfile -t games < <("$work/plain/c/play" --games) && [ "${#games[@]}" -gt 0 ] && echo "${games[*]}"; }
step "the games the library lists" list_games || finish
programs=()
for name in "${games[@]}"; do
    programs+=("c/play $name 4 7" "c/play $name 3 5 ismcts:40 greedy random" "cpp/play $name 3 42")
done
programs+=(
    "c/play herr-der-ziegen 2 18446744073709551615"
    "ctest/test_errors"
    "ctest/test_misuse"
    "ctest/test_golden $root/testdata"
    "ctest/test_bad_documents $root/testdata/bad-documents"
    "ctest/test_every_game"
    "ctest/test_typed_extras"
    "ctest/test_threads"
    "ctest/test_wrapper"
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

# Any error or leak fails: memory lost for good (definite), lost with it (indirect) or that only an
# interior pointer still reaches (possible). What the library keeps in its statics for the life of
# the process (the game and phase names it hands out as static C strings) is still reachable at
# exit: no leak.
valgrind=(valgrind --quiet --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite,indirect,possible
    --show-leak-kinds=definite,indirect,possible)
for program in "${programs[@]}"; do
    read -r -a argv <<<"$program"
    step "valgrind    ${program/$root\//}" "${valgrind[@]}" "$work/plain/${argv[0]}" "${argv[@]:1}"
done
step "static C example runs" "$work/static/play" herr-der-ziegen 3 11

# The three CMake builds play the same seeded game; the shared ones load the installed library
# through its soname, the static one needs no library.
run_cmake_examples() {
    local name
    for name in shared static pkg-config; do
        "$work/cmake-$name/game" herr-der-ziegen 4 7 >"$work/cmake-$name.out" || return 1
    done
    cat "$work/cmake-shared.out"
    grep -q '(winner)' "$work/cmake-shared.out" &&
        cmp "$work/cmake-shared.out" "$work/cmake-static.out" &&
        cmp "$work/cmake-shared.out" "$work/cmake-pkg-config.out" &&
        readelf -d "$work/cmake-shared/game" | grep -F "Shared library: [libherr_der_ziegen_c.so." &&
        readelf -d "$work/cmake-pkg-config/game" | grep -F "Shared library: [libherr_der_ziegen_c.so." &&
        ! readelf -d "$work/cmake-static/game" | grep -F herr_der_ziegen
}
if [ "$cmake_ok" = 1 ]; then
    step "CMake examples run and agree" run_cmake_examples
    step "valgrind    cmake/game (shared)" "${valgrind[@]}" "$work/cmake-shared/game" le-baron 3 5
fi

finish
