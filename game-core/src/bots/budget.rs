//! How long a search bot thinks per decision, and how a bot's name says it: `ismcts:500` (500
//! iterations, reproducible), `expert:250ms` or `expert:1.5s` (a thinking time). Parsed once
//! here, so every interface that takes a bot's name (Rust, C, Python, JavaScript, a server
//! reading names from its clients) gets the same bots by the same names.

use std::fmt;
use std::time::Duration;

/// The largest iteration budget a name accepts (`ismcts:N`, `expert:N`): 200 times IS-MCTS's
/// default, already seconds per decision. Names come from command lines and Python calls, where
/// a mistyped budget should not run for hours and fill the memory with search nodes (build a bot
/// directly for more).
pub const MAX_NAMED_ITERATIONS: u32 = 200 * super::DEFAULT_ITERATIONS;

/// The longest search per decision a bot's name or a timed constructor accepts: the search tree
/// grows by a node per iteration (ten-second searches of Herr der Ziegen took 56 to 85 MB).
pub const MAX_SEARCH_TIME: Duration = Duration::from_secs(10);

/// A search bot's budget per decision.
///
/// Written in a bot's name after a colon, in one spelling per budget: iterations in decimal
/// digits without sign or leading zeros (`500`, 1 to [`MAX_NAMED_ITERATIONS`]); a time below a
/// second in whole milliseconds (`250ms`, 1 to 999); a time from a second on in seconds, with up
/// to three decimals and no trailing zeros (`1s`, `1.5s`, `2.25s`, at most `10s`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Budget {
    /// This many iterations per decision: the bot's choices follow from its seed alone.
    Iterations(u32),
    /// This much wall-clock time per decision, measured from the call's start: the choices depend
    /// on the machine's speed, so they do not repeat.
    Time(Duration),
}

impl Budget {
    /// The budget written `text` in a bot's name (the part after the colon), if it is a canonical
    /// spelling within the bounds.
    pub fn parse(text: &str) -> Option<Budget> {
        if let Some(millis) = text.strip_suffix("ms") {
            let millis = whole_number(millis)?;
            return (1..1000).contains(&millis).then(|| Budget::Time(Duration::from_millis(millis)));
        }
        if let Some(seconds) = text.strip_suffix('s') {
            let (whole, fraction) = seconds.split_once('.').unwrap_or((seconds, ""));
            let whole = whole_number(whole)?;
            let fraction_millis = match fraction.len() {
                0 if !seconds.contains('.') => 0,
                // No trailing zero: `1.50s` is written `1.5s`, `1.0s` is `1s`.
                1..=3 if !fraction.ends_with('0') && fraction.bytes().all(|b| b.is_ascii_digit()) => {
                    fraction.parse::<u64>().ok()? * 10u64.pow(3 - fraction.len() as u32)
                }
                _ => return None,
            };
            let time = Duration::from_millis(whole * 1000 + fraction_millis);
            return (whole >= 1 && time <= MAX_SEARCH_TIME).then_some(Budget::Time(time));
        }
        let iterations = u32::try_from(whole_number(text)?).ok()?;
        (1..=MAX_NAMED_ITERATIONS).contains(&iterations).then_some(Budget::Iterations(iterations))
    }

    /// A time budget of `time` if it is more than zero and at most [`MAX_SEARCH_TIME`] (the
    /// bounds of the timed constructors of every interface); finer than names, to the nanosecond.
    pub fn time(time: Duration) -> Option<Budget> {
        (!time.is_zero() && time <= MAX_SEARCH_TIME).then_some(Budget::Time(time))
    }

    /// Whether this budget gives reproducible choices (a number of iterations).
    pub fn is_reproducible(self) -> bool {
        matches!(self, Budget::Iterations(_))
    }
}

/// A number written in decimal digits without sign or leading zeros (`0` alone is zero).
fn whole_number(text: &str) -> Option<u64> {
    let canonical = !text.is_empty() && (text == "0" || !text.starts_with('0'));
    (canonical && text.len() <= 12 && text.bytes().all(|b| b.is_ascii_digit())).then(|| text.parse().ok())?
}

/// The canonical spelling, as [`Budget::parse`] reads it back (a time that is not a whole number
/// of milliseconds is shown to the microsecond, which names do not accept).
impl fmt::Display for Budget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Budget::Iterations(n) => write!(f, "{n}"),
            Budget::Time(time) if time.subsec_nanos() % 1_000_000 != 0 => write!(f, "{}us", time.as_micros()),
            Budget::Time(time) if time < Duration::from_secs(1) => write!(f, "{}ms", time.as_millis()),
            Budget::Time(time) => {
                let millis = time.subsec_millis();
                let fraction = format!("{millis:03}");
                let fraction = fraction.trim_end_matches('0');
                if fraction.is_empty() {
                    write!(f, "{}s", time.as_secs())
                } else {
                    write!(f, "{}.{fraction}s", time.as_secs())
                }
            }
        }
    }
}

/// A bot's name split at its colon into the bot and its budget: `("expert", Some(1 s))` for
/// `expert:1s`, `("greedy", None)` for `greedy`; `None` if the part after the colon is no
/// canonical budget.
pub fn split_name(name: &str) -> Option<(&str, Option<Budget>)> {
    match name.split_once(':') {
        None => Some((name, None)),
        Some((bot, budget)) => Some((bot, Some(Budget::parse(budget)?))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_canonical_budgets_parse() {
        let ms = |n| Budget::Time(Duration::from_millis(n));
        for (text, budget) in [
            ("1", Budget::Iterations(1)),
            ("500", Budget::Iterations(500)),
            ("100000", Budget::Iterations(100_000)),
            ("1ms", ms(1)),
            ("250ms", ms(250)),
            ("999ms", ms(999)),
            ("1s", ms(1000)),
            ("1.5s", ms(1500)),
            ("2.25s", ms(2250)),
            ("2.125s", ms(2125)),
            ("10s", ms(10_000)),
        ] {
            assert_eq!(Budget::parse(text), Some(budget), "{text}");
            assert_eq!(budget.to_string(), text, "{text} is its own spelling");
        }
        for text in [
            "",
            "0",
            "05",
            "+3",
            "-1",
            " 5",
            "5 ",
            "100001",
            "4294967295",
            "99999999999999999999",
            "0ms",
            "1000ms",
            "050ms",
            "ms",
            "s",
            "0s",
            "0.5s",
            ".5s",
            "1.s",
            "1.0s",
            "1.50s",
            "1.2345s",
            "10.5s",
            "11s",
            "01s",
            "1e3",
            "1,5s",
            "1.5 s",
            "1.-5s",
            "1.+5s",
        ] {
            assert_eq!(Budget::parse(text), None, "{text:?}");
        }
    }

    #[test]
    fn names_split_at_their_budget() {
        assert_eq!(split_name("greedy"), Some(("greedy", None)));
        assert_eq!(split_name("expert:1s"), Some(("expert", Some(Budget::Time(Duration::from_secs(1))))));
        assert_eq!(split_name("ismcts:40"), Some(("ismcts", Some(Budget::Iterations(40)))));
        assert_eq!(split_name("ismcts:"), None);
        assert_eq!(split_name("ismcts:1:2"), None);
    }

    #[test]
    fn timed_constructors_take_any_time_within_the_bounds() {
        assert_eq!(Budget::time(Duration::ZERO), None);
        assert_eq!(Budget::time(MAX_SEARCH_TIME + Duration::from_nanos(1)), None);
        assert_eq!(Budget::time(Duration::from_nanos(1)), Some(Budget::Time(Duration::from_nanos(1))));
        assert_eq!(Budget::Time(Duration::from_micros(1500)).to_string(), "1500us");
    }
}
