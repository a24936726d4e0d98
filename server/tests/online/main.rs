//! The server's tests, against the real `game-server` binary on 127.0.0.1 (one test binary, so
//! the server is built once). The PostgreSQL tests are ignored by a plain `cargo test`:
//! scripts/test-server.sh starts a PostgreSQL server and runs them.

mod bots;
mod common;
mod hostile;
mod kill;
mod leaks;
mod postgres;
mod protocol;
