//! The versioned JSON state format (ZK-D19; field by field in
//! `docs/state-format-ziegen-kriegen.md`).
//!
//! [`StateDoc`] is the plain, serde-friendly form of a [`Game`](crate::Game), its [`Document`](crate::Document) form. Loading
//! (the `loader` module) checks every invariant the rules maintain and returns the first
//! violation as a [`StateError`](crate::StateError) naming the field, so a loaded game is as trustworthy as a
//! played one. The public part of the document (options, history, current trick, phase,
//! scores) is written and checked by the same code for states and views.

use game_core::document::{object, via, Int, Object};
#[cfg(doc)]
use game_core::GameRules;
use serde::{Deserialize, Serialize};

use crate::cards::CardSet;
use crate::options::Options;
use crate::phase::Phase;
use crate::public::Public;

/// The `format` field of a state document.
pub const STATE_FORMAT: &str = "ziegen-kriegen/state";
/// The version this library writes and reads.
pub const STATE_VERSION: u64 = 1;

/// One card of a trick and who played it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayDoc {
    /// The seat that played.
    pub seat: Int,
    /// The goat card (1 to 50).
    pub card: Int,
}

/// A finished trick.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TrickDoc {
    /// The cards in play order, the leader's first.
    #[serde(deserialize_with = "via::<_, Vec<Object<PlayDoc>>>")]
    pub cards: Vec<PlayDoc>,
    /// The seat that took the trick (the highest card's).
    pub taker: Int,
}

/// A hill card laid with its chosen number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HillDoc {
    /// The hill card id (0 to 11).
    pub card: Int,
    /// The chosen number.
    pub chosen: Int,
}

/// One round's public history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundDoc {
    /// The finished tricks of the round, in order.
    #[serde(deserialize_with = "via::<_, Vec<Object<TrickDoc>>>")]
    pub tricks: Vec<TrickDoc>,
    /// The hill cards laid in the round, in laying order.
    #[serde(deserialize_with = "via::<_, Vec<Object<HillDoc>>>")]
    pub hill: Vec<HillDoc>,
}

/// The decks of a round not dealt yet (ZK-D21).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LaterRoundDoc {
    /// The shuffled goat deck: seat `i` will receive positions `8i .. 8i + 8`, the rest go to
    /// the box.
    pub goats: Vec<Int>,
    /// The shuffled hill stack, top card first.
    pub hills: Vec<Int>,
}

/// A full game state in plain data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StateDoc {
    /// Always [`STATE_FORMAT`].
    pub format: String,
    /// Always [`STATE_VERSION`].
    pub version: Int,
    /// Players, start player, rounds and the card tables (by deck id, with the table unless it is
    /// the built-in reconstructed one).
    #[serde(deserialize_with = "object")]
    pub options: Options,
    /// The round being played, from 0.
    pub round: Int,
    /// Each seat's hand, in increasing card number.
    pub hands: Vec<Vec<Int>>,
    /// The goat cards not dealt this round, in increasing number.
    #[serde(rename = "box")]
    pub boxed: Vec<Int>,
    /// The face-down hill stack, top card first.
    pub hill_stack: Vec<Int>,
    /// The hill card turned up and waiting for its number, or `null`.
    pub revealed_hill: Option<Int>,
    /// The decks of the rounds not dealt yet, in round order.
    #[serde(deserialize_with = "via::<_, Vec<Object<LaterRoundDoc>>>")]
    pub later_rounds: Vec<LaterRoundDoc>,
    /// The history of every round begun so far, the current one last.
    #[serde(deserialize_with = "via::<_, Vec<Object<RoundDoc>>>")]
    pub history: Vec<RoundDoc>,
    /// The cards of the current trick, in play order.
    #[serde(deserialize_with = "via::<_, Vec<Object<PlayDoc>>>")]
    pub current_trick: Vec<PlayDoc>,
    /// The seat that leads the current trick (that took the last trick once the game is over).
    pub leader: Int,
    /// The decision the game waits for.
    pub phase: Phase,
    /// The seat that decides, `null` once the game is over.
    pub to_act: Option<Int>,
    /// The scores of the finished rounds, one row per round, one entry per seat.
    pub round_scores: Vec<Vec<Int>>,
}

/// The public fields shared by state and view documents.
pub(crate) struct PublicFields<'a> {
    pub options: &'a Options,
    pub round: Int,
    pub revealed_hill: Option<Int>,
    pub history: &'a [RoundDoc],
    pub current_trick: &'a [PlayDoc],
    pub leader: Int,
    pub phase: Phase,
    pub to_act: Option<Int>,
    pub round_scores: &'a [Vec<Int>],
}

pub(crate) fn play_docs(public: &Public, cards: &[u8], leader: u8) -> Vec<PlayDoc> {
    let n = usize::from(public.players);
    cards
        .iter()
        .enumerate()
        .map(|(i, &c)| PlayDoc { seat: Int(((usize::from(leader) + i) % n) as i64), card: c.into() })
        .collect()
}

pub(crate) fn history_docs(public: &Public) -> Vec<RoundDoc> {
    (0..=public.round)
        .map(|r| RoundDoc {
            tricks: public
                .round_tricks(r)
                .iter()
                .map(|t| TrickDoc {
                    cards: play_docs(public, &t.cards[..usize::from(public.players)], t.leader),
                    taker: t.taker.into(),
                })
                .collect(),
            hill: public
                .round_hill(r)
                .iter()
                .map(|h| HillDoc { card: h.card.into(), chosen: h.chosen.into() })
                .collect(),
        })
        .collect()
}

pub(crate) fn score_docs(public: &Public) -> Vec<Vec<Int>> {
    let n = usize::from(public.players);
    public.round_scores().iter().map(|row| row[..n].iter().map(|&s| s.into()).collect()).collect()
}

pub(crate) fn ids(set: CardSet) -> Vec<Int> {
    set.iter().map(Int::from).collect()
}
