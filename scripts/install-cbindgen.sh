#!/usr/bin/env bash
# Installs the pinned cbindgen, which generates include/herr_der_ziegen.h, into <repo>/.tools and
# prints the path of the binary (see install-tool.sh).
#
#   bash scripts/install-cbindgen.sh
set -euo pipefail
exec bash "$(dirname "${BASH_SOURCE[0]}")/install-tool.sh" cbindgen 0.29.4
