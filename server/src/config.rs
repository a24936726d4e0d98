//! The server's settings: every flag of `game-server`, with its default (docs/online.md lists
//! them for users).

use std::path::PathBuf;
use std::time::Duration;

use clap::Parser;

/// `game-server`: online tables of the goat games over HTTP and WebSockets.
#[derive(Clone, Debug, Parser)]
#[command(name = "game-server", version, about, long_about = None)]
pub struct Config {
    /// The address to listen on. The default serves this machine only; put the server behind a
    /// TLS reverse proxy before listening on other addresses (docs/online.md, "Deployment").
    #[arg(long, default_value = "127.0.0.1")]
    pub host: String,

    /// The port to listen on (0 takes a free one; the address is printed on start).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,

    /// Where tables and moves are stored: `sqlite:PATH` (a file, created on first start) or a
    /// PostgreSQL URL (`postgres://user:password@host/database`).
    #[arg(long, default_value = "sqlite:game-server.sqlite")]
    pub database: String,

    /// A folder of static files served at `/` (the page, web/).
    #[arg(long, value_name = "DIR")]
    pub web: Option<PathBuf>,

    /// A folder served at `/pkg/` (the npm package, target/npm/package).
    #[arg(long, value_name = "DIR")]
    pub package: Option<PathBuf>,

    /// The largest HTTP request body, in bytes.
    #[arg(long, default_value_t = 16 * 1024)]
    pub max_body_bytes: usize,

    /// The largest WebSocket message a client may send, in bytes: a larger one is refused with
    /// `too_large` and the connection kept; one over 16 times this closes the connection.
    #[arg(long, default_value_t = 4096)]
    pub max_message_bytes: usize,

    /// Messages a WebSocket connection may send per second, on average (a number from 0 up).
    #[arg(long, default_value_t = 20.0, value_parser = message_rate)]
    pub rate_limit: f64,

    /// Messages a WebSocket connection may send at once, above its average rate.
    #[arg(long, default_value_t = 40)]
    pub rate_burst: u32,

    /// Seconds without a join or a move after which an unfinished table expires (it is deleted
    /// and its connections are told and closed); finished tables leave memory after this time
    /// and stay in the database.
    #[arg(long, default_value_t = 24 * 60 * 60)]
    pub idle_expiry: u64,

    /// The most tables open (waiting or playing) at once; creating one more answers 503.
    #[arg(long, default_value_t = 10_000)]
    pub max_tables: usize,

    /// The most WebSocket connections at once; one more answers 503.
    #[arg(long, default_value_t = 20_000)]
    pub max_connections: usize,

    /// Bots thinking at once, each on a thread of the blocking pool (0: one per core).
    #[arg(long, default_value_t = 0)]
    pub bot_threads: usize,

    /// The most moves written to the database in one transaction: moves that arrive while a
    /// commit is under way are committed together in the next one.
    #[arg(long, default_value_t = 256)]
    pub max_batch: usize,

    /// Connections to PostgreSQL (besides the one that listens for other processes' moves).
    #[arg(long, default_value_t = 8)]
    pub pool_size: usize,
}

/// A rate from the command line: a finite number from 0 up (`nan`, `inf` and negative rates
/// would silently stop or unbound the limit).
fn message_rate(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(rate) if rate.is_finite() && rate >= 0.0 => Ok(rate),
        _ => Err(format!("{text:?} is no rate: give a number of messages per second from 0 up, such as 20")),
    }
}

impl Config {
    /// The configuration with every default, storing in `database`: for tests and embedding.
    pub fn with_database(database: impl Into<String>) -> Config {
        let mut config = Config::parse_from(["game-server"]);
        config.database = database.into();
        config
    }

    /// How long a table may stay idle.
    pub fn idle_expiry(&self) -> Duration {
        Duration::from_secs(self.idle_expiry)
    }

    /// How many bots may think at once.
    pub fn bot_threads(&self) -> usize {
        if self.bot_threads > 0 {
            self.bot_threads
        } else {
            std::thread::available_parallelism().map_or(2, usize::from)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rate_is_a_finite_number_from_zero_up() {
        assert_eq!(message_rate("20"), Ok(20.0));
        assert_eq!(message_rate("0.5"), Ok(0.5));
        assert_eq!(message_rate("0"), Ok(0.0));
        for bad in ["nan", "inf", "-1", "x", ""] {
            assert!(message_rate(bad).is_err(), "{bad}");
            assert!(Config::try_parse_from(["game-server", "--rate-limit", bad]).is_err(), "{bad}");
        }
    }
}
