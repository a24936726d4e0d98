//! `game-server`: see `game-server --help` and docs/online.md.

use clap::Parser;
use game_server::Config;

fn main() -> std::process::ExitCode {
    let config = Config::parse();
    let runtime = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("game-server: cannot start: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    match runtime.block_on(game_server::run(config)) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("game-server: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
