//! A connection's rate limit: a token bucket. Each message takes a token; tokens come back at
//! the average rate, up to the burst.

use std::time::Instant;

/// The tokens of one connection.
#[derive(Debug)]
pub struct RateLimit {
    rate: f64,
    burst: f64,
    tokens: f64,
    last: Instant,
}

impl RateLimit {
    /// `rate` messages per second on average, `burst` at once.
    pub fn new(rate: f64, burst: u32) -> RateLimit {
        let burst = f64::from(burst.max(1));
        RateLimit { rate: rate.max(0.0), burst, tokens: burst, last: Instant::now() }
    }

    /// Whether a message arriving at `now` is allowed (it then takes a token).
    pub fn allow(&mut self, now: Instant) -> bool {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + elapsed * self.rate).min(self.burst);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::RateLimit;
    use std::time::{Duration, Instant};

    #[test]
    fn a_burst_passes_then_the_rate_holds() {
        let start = Instant::now();
        let mut limit = RateLimit::new(10.0, 5);
        assert_eq!((0..8).filter(|_| limit.allow(start)).count(), 5);
        // 0.35 s later, three tokens came back.
        let later = start + Duration::from_millis(350);
        assert_eq!((0..8).filter(|_| limit.allow(later)).count(), 3);
        // Tokens never exceed the burst.
        let much_later = later + Duration::from_secs(100);
        assert_eq!((0..8).filter(|_| limit.allow(much_later)).count(), 5);
    }
}
