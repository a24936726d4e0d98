#!/usr/bin/env bash
# The game server's PostgreSQL tests: two server processes over one PostgreSQL database serve the
# same tables (server/tests/online/postgres.rs). The plain `cargo test` runs every other test of
# the server; these need a PostgreSQL server, which this script provides: Debian's `postgresql`
# package (installed with apt-get where missing), its cluster started for the tests and stopped
# at the end if it was not running before, a role and a database made for the tests.
#
# Usage (from anywhere, as root): bash scripts/test-server.sh [extra test arguments]
# With GAME_SERVER_TEST_POSTGRES=postgres://user:password@host/database set, that database is
# used instead and nothing is installed or started.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

stop_cluster=
cleanup() {
    if [ -n "$stop_cluster" ]; then
        echo "== stopping PostgreSQL $stop_cluster"
        pg_ctlcluster $stop_cluster stop || true
    fi
}
trap cleanup EXIT

if [ -z "${GAME_SERVER_TEST_POSTGRES:-}" ]; then
    if [ "$(id -u)" != 0 ]; then
        echo "scripts/test-server.sh starts PostgreSQL as root; or set GAME_SERVER_TEST_POSTGRES to a test database's URL" >&2
        exit 1
    fi
    if ! command -v pg_lsclusters >/dev/null || [ -z "$(pg_lsclusters -h 2>/dev/null)" ]; then
        echo "== apt-get install postgresql"
        apt-get install -y -qq postgresql >/dev/null \
            || { apt-get update -qq && apt-get install -y -qq postgresql >/dev/null; }
    fi
    # The first cluster: version, name, port, status.
    read -r version cluster port status _ < <(pg_lsclusters -h | head -n 1)
    if [ "$status" != online ]; then
        echo "== starting PostgreSQL $version/$cluster on port $port"
        pg_ctlcluster "$version" "$cluster" start
        stop_cluster="$version $cluster"
    fi
    # A role and a fresh database for the tests (the tables' ids are random, so one database
    # serves every test of the run).
    su postgres -c "psql -q -v ON_ERROR_STOP=1 -p $port" <<'SQL'
DROP DATABASE IF EXISTS game_server_test;
DO $$ BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'game_server_test') THEN
        CREATE ROLE game_server_test LOGIN PASSWORD 'game_server_test';
    END IF;
END $$;
CREATE DATABASE game_server_test OWNER game_server_test;
SQL
    export GAME_SERVER_TEST_POSTGRES="postgres://game_server_test:game_server_test@127.0.0.1:$port/game_server_test"
fi

echo "== the server's PostgreSQL tests"
# --workspace: the same build as the workspace's `cargo test` (features unified over every
# crate), so after it nothing is built again.
cargo test --workspace --locked --test online -- --ignored "$@"
