//! Game options: the player count, the start player, and the rule data that RULES-SPEC leaves to
//! tables (stable layouts D6, milk split D1, removal table 2.1).

use serde::{Deserialize, Serialize};

use crate::cards::{DEFAULT_MILK_ONES, NUM_DOGS, NUM_KINDS, NUM_MILK};
use crate::error::SetupError;
use crate::layout::{Cell, StableLayout};

/// Smallest player count.
pub const MIN_PLAYERS: u8 = 2;
/// Largest player count.
pub const MAX_PLAYERS: usize = 5;

/// Cards removed to the box before play (RULES-SPEC 2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Removal {
    /// Whole goat kinds removed (chosen at random from the seed).
    pub kinds: u8,
    /// Dogs removed.
    pub dogs: u8,
    /// Milk cards worth 1 removed.
    pub milk_ones: u8,
    /// Milk cards worth 2 removed.
    pub milk_twos: u8,
}

/// The table of RULES-SPEC 2.1, for 2, 3, 4, 5 players.
const DEFAULT_REMOVAL: [Removal; 4] = [
    Removal { kinds: 8, dogs: 8, milk_ones: 4, milk_twos: 4 },
    Removal { kinds: 5, dogs: 5, milk_ones: 5, milk_twos: 0 },
    Removal { kinds: 2, dogs: 2, milk_ones: 2, milk_twos: 0 },
    Removal { kinds: 0, dogs: 0, milk_ones: 0, milk_twos: 0 },
];

impl Removal {
    /// The default removal for `players` (2 to 5), or `None` for another count.
    pub fn default_for(players: u8) -> Option<Removal> {
        DEFAULT_REMOVAL.get(usize::from(players).checked_sub(2)?).copied()
    }
}

/// Checks that `stables` (edge cells of a grid of side `size`) are listed in clockwise track
/// order: going round the list, the start positions decrease exactly once (at the wrap).
pub(crate) fn check_clockwise(stables: &[Cell], size: u8) -> Result<(), SetupError> {
    let track = crate::layout::Track::new(size);
    let positions = || stables.iter().filter_map(|&s| track.start_position(s).map(|p| (p, s)));
    if positions().nth(1).is_none() {
        return Ok(());
    }
    // Each stable with the next one round the list; the last cell where the order descends.
    let (mut descents, mut last_descent) = (0, None);
    for (here, next) in positions().zip(positions().cycle().skip(1)) {
        if next.0 < here.0 {
            descents += 1;
            last_descent = Some(next.1);
        }
    }
    match last_descent {
        Some(cell) if descents != 1 => Err(SetupError::StablesNotClockwise(cell)),
        _ => Ok(()),
    }
}

/// Everything that fixes a game besides the seed.
///
/// [`Options::new`] gives the defaults of RULES-SPEC; change fields to try other layouts, milk
/// splits or start players, then pass the value to [`crate::GameRules::with_options`], which checks it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// Number of players, 2 to 5.
    pub players: u8,
    /// Seat that plays first (RULES-SPEC D39; default 0). Turns go by increasing seat number.
    pub start_player: u8,
    /// Grid side and stables (RULES-SPEC 2.5, D6).
    pub layout: StableLayout,
    /// How many of the 16 milk cards are worth 1; the rest are worth 2 (RULES-SPEC D1; default 8).
    pub milk_ones: u8,
    /// Cards removed before play (RULES-SPEC 2.1).
    pub removal: Removal,
}

impl Options {
    /// The default options for `players`.
    ///
    /// # Errors
    /// [`SetupError::PlayerCount`] unless `players` is 2 to 5.
    pub fn new(players: u8) -> Result<Options, SetupError> {
        let (Some(layout), Some(removal)) = (StableLayout::default_for(players), Removal::default_for(players)) else {
            return Err(SetupError::PlayerCount(players));
        };
        Ok(Options { players, start_player: 0, layout, milk_ones: DEFAULT_MILK_ONES, removal })
    }

    /// The default options for `players`, built and validated once (setting up a game is on the
    /// hot path of simulations; this saves building and checking the layout each time).
    pub(crate) fn default_ref(players: u8) -> Result<&'static Options, SetupError> {
        static DEFAULTS: std::sync::OnceLock<Vec<Options>> = std::sync::OnceLock::new();
        let all = DEFAULTS.get_or_init(|| {
            (MIN_PLAYERS..=MAX_PLAYERS as u8)
                .map(|p| {
                    let options = Options::new(p).expect("a default player count");
                    options.validate().expect("the default options are valid");
                    options
                })
                .collect()
        });
        usize::from(players)
            .checked_sub(usize::from(MIN_PLAYERS))
            .and_then(|i| all.get(i))
            .ok_or(SetupError::PlayerCount(players))
    }

    /// Checks that these options describe a playable game.
    ///
    /// # Errors
    /// The first problem found, as a [`SetupError`].
    pub fn validate(&self) -> Result<(), SetupError> {
        let players = self.players;
        if !(MIN_PLAYERS..=MAX_PLAYERS as u8).contains(&players) {
            return Err(SetupError::PlayerCount(players));
        }
        if self.start_player >= players {
            return Err(SetupError::StartPlayer { start: self.start_player, players });
        }
        let size = self.layout.grid_size;
        if !(6..=7).contains(&size) {
            return Err(SetupError::GridSize(size));
        }
        if self.layout.stables.len() != usize::from(players) {
            return Err(SetupError::StableCount { found: self.layout.stables.len(), players });
        }
        for (i, &cell) in self.layout.stables.iter().enumerate() {
            if !cell.on_edge(size) {
                return Err(SetupError::StableNotOnEdge { cell, size });
            }
            if self.layout.stables[..i].contains(&cell) {
                return Err(SetupError::StableTwice(cell));
            }
        }
        check_clockwise(&self.layout.stables, size)?;
        if usize::from(self.milk_ones) > NUM_MILK {
            return Err(SetupError::MilkSplit(self.milk_ones));
        }
        let r = self.removal;
        let limits = [
            ("goat kinds", r.kinds, NUM_KINDS as u8),
            ("dogs", r.dogs, NUM_DOGS as u8),
            ("milk cards worth 1", r.milk_ones, self.milk_ones),
            ("milk cards worth 2", r.milk_twos, NUM_MILK as u8 - self.milk_ones),
        ];
        for (what, asked, available) in limits {
            if asked > available {
                return Err(SetupError::Removal { what, asked, available });
            }
        }
        let cells = usize::from(size) * usize::from(size) - usize::from(players);
        let non_dogs = (NUM_KINDS - usize::from(r.kinds)) * 5 + NUM_MILK - usize::from(r.milk_ones + r.milk_twos);
        if non_dogs < cells + 2 * usize::from(players) {
            return Err(SetupError::DeckTooSmall { non_dogs, cells, players });
        }
        Ok(())
    }

    /// The stable of `seat`: the i-th player in turn order from the start player gets `S(i)`
    /// (RULES-SPEC D40). `None` if the seat, the start player or the layout is out of range
    /// (these options need not be validated).
    pub fn stable_of(&self, seat: u8) -> Option<Cell> {
        if seat >= self.players || self.start_player >= self.players {
            return None;
        }
        // Both below `players`, so in u16 nothing overflows.
        let order =
            (u16::from(seat) + u16::from(self.players) - u16::from(self.start_player)) % u16::from(self.players);
        self.layout.stables.get(usize::from(order)).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_validate_and_bad_options_are_named() {
        for players in 2..=5 {
            Options::new(players).unwrap().validate().unwrap();
        }
        assert_eq!(Options::new(1), Err(SetupError::PlayerCount(1)));
        assert_eq!(Options::new(6), Err(SetupError::PlayerCount(6)));
        let mut o = Options::new(4).unwrap();
        o.start_player = 4;
        assert_eq!(o.validate(), Err(SetupError::StartPlayer { start: 4, players: 4 }));
        let mut o = Options::new(4).unwrap();
        o.layout.stables[1] = Cell::new(3, 3).unwrap();
        assert_eq!(o.validate(), Err(SetupError::StableNotOnEdge { cell: Cell::new(3, 3).unwrap(), size: 7 }));
        let mut o = Options::new(4).unwrap();
        o.layout.stables[1] = o.layout.stables[0];
        assert_eq!(o.validate(), Err(SetupError::StableTwice(Cell::new(0, 0).unwrap())));
        let mut o = Options::new(2).unwrap();
        o.layout.stables[1] = Cell::new(6, 6).unwrap();
        assert!(matches!(o.validate(), Err(SetupError::StableNotOnEdge { size: 6, .. })));
        let mut o = Options::new(3).unwrap();
        o.layout.stables.pop();
        assert_eq!(o.validate(), Err(SetupError::StableCount { found: 2, players: 3 }));
        let mut o = Options::new(3).unwrap();
        o.milk_ones = 4;
        assert_eq!(o.validate(), Err(SetupError::Removal { what: "milk cards worth 1", asked: 5, available: 4 }));
        let mut o = Options::new(5).unwrap();
        o.removal.kinds = 12;
        assert!(matches!(o.validate(), Err(SetupError::DeckTooSmall { .. })));
        let mut o = Options::new(4).unwrap();
        o.layout.stables.swap(1, 3);
        assert!(matches!(o.validate(), Err(SetupError::StablesNotClockwise(_))));
        let mut o = Options::new(2).unwrap();
        o.layout.stables.swap(0, 1);
        o.validate().expect("two stables are always in clockwise order");
        let mut o = Options::new(5).unwrap();
        o.layout.grid_size = 8;
        assert_eq!(o.validate(), Err(SetupError::GridSize(8)));
    }

    #[test]
    fn options_json_with_unknown_fields_is_rejected() {
        let json = serde_json::to_value(Options::new(4).unwrap()).unwrap();
        assert_eq!(serde_json::from_value::<Options>(json.clone()).unwrap(), Options::new(4).unwrap());
        for path in [&[][..], &["layout"][..], &["removal"][..]] {
            let mut bad = json.clone();
            let mut part = &mut bad;
            for key in path {
                part = &mut part[*key];
            }
            part.as_object_mut().unwrap().insert("typo".into(), 1.into());
            let err = serde_json::from_value::<Options>(bad).unwrap_err();
            assert!(err.to_string().contains("unknown field `typo`"), "{path:?}: {err}");
        }
    }

    #[test]
    fn stables_follow_turn_order_from_the_start_player() {
        let mut o = Options::new(4).unwrap();
        assert_eq!(o.stable_of(0), Cell::new(0, 0));
        o.start_player = 2;
        assert_eq!(o.stable_of(2), Cell::new(0, 0));
        assert_eq!(o.stable_of(3), Cell::new(0, 6));
        assert_eq!(o.stable_of(0), Cell::new(6, 6));
        assert_eq!(o.stable_of(4), None);
    }
}
