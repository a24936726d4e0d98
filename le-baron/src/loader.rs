//! Loading the state and view documents (`docs/state-format-le-baron.md`): every rule is
//! checked and the first broken one is returned as a [`StateError`] naming the field, so a
//! loaded game is as trustworthy as a played one, and a view is accepted only if some game
//! gives it.

use std::fmt;

use game_core::{Document, GameRules};

use crate::cards::{fits, six_heads, CardSet, NUM_CARDS};
use crate::determinize::{fill, open_places};
use crate::error::StateError;
use crate::events::EndReason;
use crate::game::{Game, Phase, NONE};
use crate::options::{OptionsDoc, Setup, MAX_HELD, MAX_PLAYERS};
use crate::public::Public;
use crate::rows::{Row, NUM_ROWS, ROW_CAPACITY, SIXTH_CARD};
use crate::state::{ints, RevealedDoc, StateDoc, FORMAT_VERSION, HAND_SIZE, STATE_FORMAT, VIEW_FORMAT};
use crate::view::{PlayerView, ViewDoc};
use game_core::document;
use game_core::document::Int;

/// A place of a card in a document, printed as its JSON path.
#[derive(Clone, Copy, Debug)]
enum Spot {
    Row(usize, usize),
    Pile(usize, usize),
    Hand(usize, usize),
    Choice(usize),
    Revealed(usize),
    Penalty(usize, usize),
    Box(usize),
    KnownBottom(usize, usize),
    KnownHeld(usize, usize),
    OwnHand(usize),
    OwnChoice,
}

impl fmt::Display for Spot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Spot::Row(r, i) => write!(f, "rows[{r}][{i}]"),
            Spot::Pile(s, i) => write!(f, "piles[{s}][{i}]"),
            Spot::Hand(s, i) => write!(f, "hands[{s}][{i}]"),
            Spot::Choice(s) => write!(f, "choices[{s}]"),
            Spot::Revealed(i) => write!(f, "revealed[{i}].card"),
            Spot::Penalty(s, i) => write!(f, "penalty[{s}][{i}]"),
            Spot::Box(i) => write!(f, "box[{i}]"),
            Spot::KnownBottom(s, i) => write!(f, "pile_known[{s}][{i}]"),
            Spot::KnownHeld(s, i) => write!(f, "known_held[{s}][{i}]"),
            Spot::OwnHand(i) => write!(f, "hand[{i}]"),
            Spot::OwnChoice => write!(f, "choice"),
        }
    }
}

/// Where each card has been placed so far.
struct Places {
    at: [Option<Spot>; NUM_CARDS + 1],
}

impl Places {
    fn new() -> Places {
        Places { at: [None; NUM_CARDS + 1] }
    }

    /// Reads a card number at `spot` and records its place.
    fn put(&mut self, spot: Spot, value: Int) -> Result<u8, StateError> {
        let card = card(spot, value)?;
        if let Some(first) = self.at[usize::from(card)] {
            return Err(StateError::Duplicate { card, first: first.to_string(), second: spot.to_string() });
        }
        self.at[usize::from(card)] = Some(spot);
        Ok(card)
    }

    fn all_placed(&self) -> Result<(), StateError> {
        match (1..=NUM_CARDS as u8).find(|&c| self.at[usize::from(c)].is_none()) {
            Some(card) => Err(StateError::Missing(card)),
            None => Ok(()),
        }
    }
}

/// A card number (1 to 110) at `spot`.
fn card(spot: Spot, value: Int) -> Result<u8, StateError> {
    Ok(value.within(|| spot.to_string(), 1, NUM_CARDS as i64, "cards are numbered 1 to 110")? as u8)
}

fn length<T>(path: &str, list: &[T], expected: usize) -> Result<(), StateError> {
    if list.len() == expected {
        Ok(())
    } else {
        Err(StateError::Length { path: path.to_string(), found: list.len(), expected })
    }
}

fn at_most<T>(path: impl FnOnce() -> String, list: &[T], most: usize, rule: &str) -> Result<(), StateError> {
    if list.len() <= most {
        Ok(())
    } else {
        Err(StateError::Count { path: path(), rule: format!("{rule} (found {})", list.len()) })
    }
}

fn phase_error(path: impl Into<String>, rule: impl Into<String>) -> StateError {
    StateError::Phase { path: path.into(), rule: rule.into() }
}

fn count_error(path: impl Into<String>, rule: impl Into<String>) -> StateError {
    StateError::Count { path: path.into(), rule: rule.into() }
}

fn knowledge_error(path: impl Into<String>, rule: impl Into<String>) -> StateError {
    StateError::Knowledge { path: path.into(), rule: rule.into() }
}

/// The options, format and version shared by states and views.
fn read_head(format: &str, expected: &'static str, version: Int, options: &OptionsDoc) -> Result<Setup, StateError> {
    document::check_envelope(format, version.version()?, expected, FORMAT_VERSION)?;
    Ok(options.to_options("options.")?.validate()?)
}

/// Reads the rows, checking that each could have arisen.
fn read_rows(rows: &[Vec<Int>], setup: &Setup, places: &mut Places) -> Result<[Row; NUM_ROWS], StateError> {
    length("rows", rows, NUM_ROWS)?;
    let mut out = [Row::EMPTY; NUM_ROWS];
    for (r, list) in rows.iter().enumerate() {
        if list.is_empty() {
            return Err(StateError::Row {
                path: format!("rows[{r}]"),
                rule: "a row always holds at least one card".into(),
            });
        }
        if list.len() > ROW_CAPACITY || (setup.sixth_card_rule && list.len() >= SIXTH_CARD) {
            let rule = if setup.sixth_card_rule {
                "a row holds at most five cards while the sixth-card rule is on (its sixth card takes it)"
            } else {
                "a row holds at most 30 cards (fewer than six heads of each of six colours)"
            };
            return Err(StateError::Row { path: format!("rows[{r}]"), rule: format!("{rule}; found {}", list.len()) });
        }
        for (i, &value) in list.iter().enumerate() {
            let c = places.put(Spot::Row(r, i), value)?;
            if let Some(prev) = out[r].last() {
                if !fits(&setup.table, prev, c) {
                    return Err(StateError::Row {
                        path: format!("rows[{r}][{i}]"),
                        rule: format!(
                            "card {c} cannot follow card {prev}: a card joins a row only if the row's last card shows one of its colours"
                        ),
                    });
                }
            }
            out[r].push(&setup.table, c);
            if six_heads(out[r].packed_heads()) {
                return Err(StateError::Row {
                    path: format!("rows[{r}]"),
                    rule: "a row never keeps six heads of one colour (rule 2 takes it)".into(),
                });
            }
        }
    }
    Ok(out)
}

/// Builds and checks a game from a state document. `for_view` skips the two checks whose outcome
/// depends on where hidden cards are (LB-D17 in variant 2); `load_view` checks them on what the
/// view shows instead.
pub(crate) fn load_state(doc: &StateDoc, for_view: bool) -> Result<Game, StateError> {
    let setup = read_head(&doc.format, STATE_FORMAT, doc.version, &doc.options)?;
    let n = usize::from(setup.players);
    let k = usize::from(setup.per_player());
    let positive = setup.heads_are_positive;
    length("piles", &doc.piles, n)?;
    length("pile_known", &doc.pile_known, n)?;
    length("hands", &doc.hands, n)?;
    length("known_held", &doc.known_held, n)?;
    length("choices", &doc.choices, n)?;
    length("penalty", &doc.penalty, n)?;
    at_most(|| "revealed".into(), &doc.revealed, n, "at most one revealed card per player")?;
    let round = doc.round.within(|| "round".into(), 1, i64::from(u16::MAX), "rounds are numbered from 1")? as u16;
    let resolved =
        doc.resolved.within(|| "resolved".into(), 0, doc.revealed.len() as i64, "resolved counts revealed cards")?
            as usize;

    let mut places = Places::new();
    let mut game = Game {
        public: Public {
            revealed_len: doc.revealed.len() as u8,
            resolved: resolved as u8,
            rows: read_rows(&doc.rows, &setup, &mut places)?,
            round,
            phase: doc.phase.into(),
            end: doc.end,
            ..Public::new(setup)
        },
        piles: [[NONE; MAX_HELD]; MAX_PLAYERS],
        hands: [CardSet::EMPTY; MAX_PLAYERS],
        choices: [NONE; MAX_PLAYERS],
        boxed: CardSet::EMPTY,
    };
    for s in 0..n {
        let pile = &doc.piles[s];
        at_most(|| format!("piles[{s}]"), pile, k, &format!("a pile never holds more than the {k} cards dealt"))?;
        for (i, &value) in pile.iter().enumerate() {
            // Stored bottom first.
            game.piles[s][pile.len() - 1 - i] = places.put(Spot::Pile(s, i), value)?;
        }
        game.public.pile_len[s] = pile.len() as u8;
        let hand = &doc.hands[s];
        at_most(|| format!("hands[{s}]"), hand, HAND_SIZE, "a hand holds at most 4 cards")?;
        for (i, &value) in hand.iter().enumerate() {
            game.hands[s].insert(places.put(Spot::Hand(s, i), value)?);
        }
        if let Some(value) = doc.choices[s] {
            game.choices[s] = places.put(Spot::Choice(s), value)?;
        }
        for (i, &value) in doc.penalty[s].iter().enumerate() {
            let c = places.put(Spot::Penalty(s, i), value)?;
            game.public.penalty[s].insert(c);
            game.public.penalty_points[s] += u16::from(setup.table.points(c));
        }
    }
    for (i, r) in doc.revealed.iter().enumerate() {
        let seat = r.seat.within(|| format!("revealed[{i}].seat"), 0, n as i64 - 1, "seats are numbered from 0")? as u8;
        let c = if i >= resolved { places.put(Spot::Revealed(i), r.card)? } else { card(Spot::Revealed(i), r.card)? };
        game.public.revealed[i] = c;
        game.public.revealed_seat[i] = seat;
    }
    for (i, &value) in doc.boxed.iter().enumerate() {
        game.boxed.insert(places.put(Spot::Box(i), value)?);
    }
    places.all_placed()?;

    // Counts.
    if game.boxed.len() != setup.boxed() {
        return Err(count_error(
            "box",
            format!(
                "the box holds the {} cards neither dealt nor starting a row, found {}",
                setup.boxed(),
                game.boxed.len()
            ),
        ));
    }
    for s in 0..n {
        let own_unresolved = game.revealed().skip(resolved).filter(|&(_, o)| usize::from(o) == s).count();
        if game.held(s).len() + own_unresolved > k {
            return Err(count_error(
                format!("piles[{s}]"),
                format!("a player never holds more than the {k} cards dealt (hand, pile and card in play)"),
            ));
        }
    }

    // Knowledge of recycled cards.
    for s in 0..n {
        let known = doc.pile_known[s].within(
            || format!("pile_known[{s}]"),
            0,
            i64::from(game.pile_len[s]),
            "at most the cards of the pile are known",
        )? as u8;
        if known > 0 && !positive {
            return Err(knowledge_error(
                format!("pile_known[{s}]"),
                "only variant 2 puts known cards under a pile; this must be 0",
            ));
        }
        game.public.pile_known[s] = known;
        for (i, &value) in doc.known_held[s].iter().enumerate() {
            let path = Spot::KnownHeld(s, i);
            let c = card(path, value)?;
            if !positive {
                return Err(knowledge_error(path.to_string(), "only variant 2 lets a known card return to a hand"));
            }
            if !game.hands[s].contains(c) && game.choices[s] != c {
                return Err(knowledge_error(
                    path.to_string(),
                    format!("card {c} is not in the hand or the choice of player {s}"),
                ));
            }
            if game.known_held[s].contains(c) {
                return Err(knowledge_error(path.to_string(), format!("card {c} is listed twice")));
            }
            game.public.known_held[s].insert(c);
        }
    }

    check_phase(&mut game, resolved, k, for_view)?;
    Ok(game)
}

/// The phase, the choices, the revealed cards, the round and the end against the cards.
fn check_phase(game: &mut Game, resolved: usize, k: usize, for_view: bool) -> Result<(), StateError> {
    let n = usize::from(game.players());
    let positive = game.setup.heads_are_positive;
    let revealed_len = usize::from(game.revealed_len);
    let any_choice = (0..n).any(|s| game.choices[s] != NONE);
    match game.phase {
        Phase::Choose | Phase::Over if revealed_len > 0 => {
            return Err(phase_error("revealed", "cards are revealed only while they are being resolved"));
        }
        Phase::Resolve | Phase::Over if any_choice => {
            let s = (0..n).find(|&s| game.choices[s] != NONE).unwrap_or(0);
            return Err(phase_error(
                format!("choices[{s}]"),
                "choices are hidden only until every player has chosen; once revealed they are listed in revealed",
            ));
        }
        _ => {}
    }
    if game.phase != Phase::Over && game.end.is_some() {
        return Err(StateError::End("the game is not over, so end must be null".into()));
    }
    match game.phase {
        Phase::Choose => {
            for s in 0..n {
                if game.hands[s].is_empty() && game.choices[s] == NONE {
                    return Err(phase_error(
                        format!("hands[{s}]"),
                        "every player has a card in hand or chosen while choosing (an empty hand draws at the end of the round, and a player without cards ends the game)",
                    ));
                }
            }
            let to_act = (0..n).find(|&s| game.choices[s] == NONE && !game.hands[s].is_empty());
            let Some(to_act) = to_act else {
                return Err(phase_error("choices", "every player has chosen, so the cards would be revealed"));
            };
            if let Some(s) = (to_act + 1..n).find(|&s| game.choices[s] != NONE) {
                return Err(phase_error(
                    format!("choices[{s}]"),
                    format!("players choose in seat order: player {s} cannot have chosen before player {to_act}"),
                ));
            }
            game.public.to_act = to_act as u8;
            if positive && !for_view {
                let mut any = game.any_held_card_fits();
                for s in 0..n {
                    if game.choices[s] != NONE && game.fitting_rows(game.choices[s]) != 0 {
                        any = true;
                    }
                }
                if !any {
                    return Err(phase_error(
                        "phase",
                        "no card held by any player fits any row, so the game would have ended (LB-D17)",
                    ));
                }
            }
        }
        Phase::Resolve => {
            if revealed_len == 0 || resolved >= revealed_len {
                return Err(phase_error("resolved", "while resolving, some revealed card is still to be resolved"));
            }
            for i in 1..revealed_len {
                if game.revealed[i] <= game.revealed[i - 1] {
                    return Err(phase_error(
                        format!("revealed[{i}].card"),
                        "the revealed cards are listed in increasing order, the order they resolve in",
                    ));
                }
            }
            for i in 0..revealed_len {
                if (0..i).any(|j| game.revealed_seat[j] == game.revealed_seat[i]) {
                    return Err(phase_error(format!("revealed[{i}].seat"), "each player reveals at most one card"));
                }
            }
            for i in 0..resolved {
                let (c, seat) = (game.revealed[i], usize::from(game.revealed_seat[i]));
                let in_row = game.rows.iter().any(|r| r.cards().contains(&c));
                let taken = (0..n).any(|s| game.penalty[s].contains(c));
                let recycled = positive && game.piles[seat][..usize::from(game.pile_known[seat])].contains(&c);
                if !in_row && !taken && !recycled {
                    return Err(phase_error(
                        format!("revealed[{i}].card"),
                        format!("card {c} is resolved, so it must be in a row, a penalty pile or (variant 2) known under its owner's pile"),
                    ));
                }
            }
            let (c, seat) = (game.revealed[resolved], game.revealed_seat[resolved]);
            if positive && game.fitting_rows(c) == 0 {
                return Err(phase_error(
                    format!("revealed[{resolved}].card"),
                    format!("in variant 2 card {c} fits no row, so it would already be under its owner's pile"),
                ));
            }
            // A round starts only while every player holds a card (otherwise the game is over),
            // and every player with a card in hand chooses one.
            if revealed_len != n {
                return Err(phase_error("revealed", "every player reveals a card each round"));
            }
            game.public.to_act = seat;
        }
        Phase::Over => {
            let Some(end) = game.end else {
                return Err(StateError::End("the game is over, so end must say why".into()));
            };
            let empty = |g: &Game, s: usize| g.hands[s].is_empty() && g.pile_len[s] == 0;
            match (positive, end) {
                (false, EndReason::AllCardsPlayed) => {
                    if let Some(s) = (0..n).find(|&s| !empty(game, s)) {
                        return Err(StateError::End(format!(
                            "player {s} still holds cards; the base game ends when every hand and pile is empty"
                        )));
                    }
                }
                (false, _) => {
                    return Err(StateError::End(
                        "without variant 2 the game ends only when every card has been played".into(),
                    ))
                }
                (true, EndReason::LastCardPlaced) => {
                    if !(0..n).any(|s| empty(game, s)) {
                        return Err(StateError::End(
                            "no player has placed their last card (every player still holds cards)".into(),
                        ));
                    }
                }
                (true, EndReason::NoCardFits) => {
                    if !for_view && game.any_held_card_fits() {
                        return Err(StateError::End("a card held by a player still fits a row (LB-D17)".into()));
                    }
                }
                (true, EndReason::AllCardsPlayed) => {
                    return Err(StateError::End(
                        "in variant 2 the game ends when a player places their last card or no card fits".into(),
                    ))
                }
            }
        }
    }
    if positive {
        check_rounds_played(game, k)?;
    } else {
        check_base_counts(game, k)?;
    }
    Ok(())
}

/// In variant 2: every player plays one card a round (a round starts only while every player
/// holds a card, and every player then chooses one), so the round bounds the cards a player can
/// have let go of. A card that left for good (into a row, so later perhaps into a penalty pile)
/// took one play; a card now back with its owner and known to be recycled (known under the pile
/// or drawn back into the hand or choice) took a play of its own too. Recycled cards that were
/// played again since leave no trace, so this is a lower bound on the plays, not an equation.
fn check_rounds_played(game: &Game, k: usize) -> Result<(), StateError> {
    let round = usize::from(game.round);
    // The plays of every player so far: one per finished round, plus this round's revealed card
    // (every player's, while resolving or once a last card was placed). LB-D17 ends the game at
    // the start of a round, before anybody plays in it.
    let plays = match (game.phase, game.end) {
        (Phase::Choose, _) | (Phase::Over, Some(EndReason::NoCardFits)) => round - 1,
        (Phase::Resolve, _) | (Phase::Over, _) => round,
    };
    for s in 0..usize::from(game.players()) {
        // Not held: in a row, in a penalty pile, or revealed and not yet resolved.
        let gone = k - game.held(s).len();
        let recycled = usize::from(game.pile_known[s]) + game.known_held[s].len();
        if gone + recycled > plays {
            return Err(phase_error(
                "round",
                format!(
                    "every player plays one card a round, so {plays} cards each by this point of round {round}; player {s} has played at least {}: {gone} of its {k} cards are no longer held and {recycled} of those it holds are known to have been recycled",
                    gone + recycled
                ),
            ));
        }
    }
    Ok(())
}

/// Without variant 2 every player plays one card a round and all hands empty together.
fn check_base_counts(game: &Game, k: usize) -> Result<(), StateError> {
    let n = usize::from(game.players());
    // Cards each seat held when the round began: what it holds now, plus its revealed card.
    let at_start = |s: usize| game.held(s).len() + usize::from(game.phase == Phase::Resolve);
    let pile0 = usize::from(game.pile_len[0]);
    for s in 0..n {
        if usize::from(game.pile_len[s]) != pile0 || usize::from(game.pile_len[s]) % 4 != 0 {
            return Err(count_error(
                format!("piles[{s}]"),
                "without variant 2 all piles hold the same multiple of 4 cards",
            ));
        }
        if at_start(s) != at_start(0) {
            return Err(count_error(
                format!("hands[{s}]"),
                "without variant 2 every player has played the same number of cards",
            ));
        }
    }
    let expected = match game.phase {
        Phase::Choose | Phase::Resolve => k + 1 - at_start(0),
        Phase::Over => k,
    };
    if usize::from(game.round) != expected {
        return Err(phase_error(
            "round",
            format!("without variant 2 the round is the number of cards each player has played, counting this round's: {expected}"),
        ));
    }
    Ok(())
}

/// LB-D17 for a view (variant 2), exactly: some way of filling the unseen cards into the places
/// the view leaves open must give a state that passes the check. The held cards the view shows
/// are its own hand and choice, the known held cards and the known pile bottoms; the unseen cards
/// go to the hidden held places (other hands and choices, the unknown parts of the piles) or to
/// the box, which is all that is open while choosing or once over.
fn check_view_no_card_fits(view: &PlayerView, unseen: CardSet, open: usize) -> Result<(), StateError> {
    if !view.setup.heads_are_positive {
        return Ok(());
    }
    let n = usize::from(view.players());
    let mut shown = view.hand;
    if view.choice != NONE {
        shown.insert(view.choice);
    }
    for p in 0..n {
        shown = shown.union(view.known_held[p]);
        for &c in &view.known_bottoms[p][..usize::from(view.pile_known[p])] {
            shown.insert(c);
        }
    }
    let fits = |c: u8| view.fitting_rows(c) != 0;
    let shown_fitting = shown.iter().find(|&c| fits(c));
    let unseen_fitting = unseen.iter().filter(|&c| fits(c)).count();
    let hidden_held = open - usize::from(view.box_count);
    match (view.phase, view.end) {
        (Phase::Over, Some(EndReason::NoCardFits)) => {
            if let Some(c) = shown_fitting {
                return Err(StateError::End(format!("card {c}, held by a player, still fits a row (LB-D17)")));
            }
            if unseen_fitting > usize::from(view.box_count) {
                return Err(StateError::End(format!(
                    "{unseen_fitting} unseen cards fit a row but the box holds only {}, so some player still holds a card that fits (LB-D17)",
                    view.box_count
                )));
            }
        }
        (Phase::Choose, _) if shown_fitting.is_none() && (unseen_fitting == 0 || hidden_held == 0) => {
            return Err(phase_error(
                "phase",
                "no card held by any player can fit any row, so the game would have ended (LB-D17)",
            ));
        }
        _ => {}
    }
    Ok(())
}

/// Builds and checks a view: the view's own fields ([`read_view`]), then a full game filled in
/// from it, checked as a state, must give exactly this view.
pub(crate) fn load_view(doc: &ViewDoc) -> Result<PlayerView, StateError> {
    let mut view = read_view(doc)?;
    let seat = view.seat;
    let n = usize::from(view.players());
    let me = usize::from(seat);
    if view.hand.len() != usize::from(view.hand_counts[me]) {
        return Err(count_error(format!("hand_counts[{me}]"), "the seat's own hand count is the size of hand"));
    }
    if doc.chosen[me] != doc.choice.is_some() {
        return Err(knowledge_error(format!("chosen[{me}]"), "the seat has chosen exactly when choice is not null"));
    }
    for p in 0..n {
        let holding = usize::from(view.hand_counts[p]) + usize::from(doc.chosen[p]);
        if view.known_held[p].len() > holding {
            return Err(knowledge_error(format!("known_held[{p}]"), "more known cards than the player holds"));
        }
    }
    let unseen = view.unseen();
    let open = open_places(&view);
    if unseen.len() != open {
        return Err(count_error(
            "box_count",
            format!(
                "the {} cards this seat has not seen must fill exactly the places it cannot see, which take {open}",
                unseen.len()
            ),
        ));
    }
    let cards: Vec<u8> = unseen.iter().collect();
    let game = fill(&view, &cards, |_| 0);
    let checked = load_state(&game.to_doc(), true)?;
    check_view_no_card_fits(&view, unseen, open)?;
    let again = checked.view(seat);
    view.public.to_act = checked.to_act;
    if again != view {
        return Err(knowledge_error("seat", "the view is not what its seat would see of any game"));
    }
    Ok(again)
}

/// Reads a view document's fields into a view, each checked on its own (ranges, lengths, no card
/// in two places), before [`load_view`] checks them against each other.
pub(crate) fn read_view(doc: &ViewDoc) -> Result<PlayerView, StateError> {
    let setup = read_head(&doc.format, VIEW_FORMAT, doc.version, &doc.options)?;
    let n = usize::from(setup.players);
    let k = usize::from(setup.per_player());
    let seat = doc.seat.within(|| "seat".into(), 0, n as i64 - 1, "seats are numbered from 0")? as u8;
    length("penalty", &doc.penalty, n)?;
    length("hand_counts", &doc.hand_counts, n)?;
    length("pile_counts", &doc.pile_counts, n)?;
    length("pile_known", &doc.pile_known, n)?;
    length("known_held", &doc.known_held, n)?;
    length("chosen", &doc.chosen, n)?;
    at_most(|| "revealed".into(), &doc.revealed, n, "at most one revealed card per player")?;
    at_most(|| "hand".into(), &doc.hand, HAND_SIZE, "a hand holds at most 4 cards")?;
    let round = doc.round.within(|| "round".into(), 1, i64::from(u16::MAX), "rounds are numbered from 1")? as u16;
    let resolved =
        doc.resolved.within(|| "resolved".into(), 0, doc.revealed.len() as i64, "resolved counts revealed cards")?
            as u8;
    let box_count = doc.box_count.within(|| "box_count".into(), 0, NUM_CARDS as i64, "at most 110 cards")? as u8;
    let mut places = Places::new();
    let rows = read_rows(&doc.rows, &setup, &mut places)?;
    let mut view = PlayerView {
        public: Public {
            rows,
            revealed_len: doc.revealed.len() as u8,
            resolved,
            round,
            phase: doc.phase.into(),
            end: doc.end,
            ..Public::new(setup)
        },
        seat,
        hand: CardSet::EMPTY,
        choice: NONE,
        hand_counts: [0; MAX_PLAYERS],
        known_bottoms: [[NONE; MAX_HELD]; MAX_PLAYERS],
        chosen: 0,
        box_count,
    };
    for (i, &value) in doc.hand.iter().enumerate() {
        view.hand.insert(places.put(Spot::OwnHand(i), value)?);
    }
    if let Some(value) = doc.choice {
        view.choice = places.put(Spot::OwnChoice, value)?;
    }
    for p in 0..n {
        view.hand_counts[p] = doc.hand_counts[p].within(
            || format!("hand_counts[{p}]"),
            0,
            HAND_SIZE as i64,
            "a hand holds at most 4 cards",
        )? as u8;
        view.public.pile_len[p] = doc.pile_counts[p].within(
            || format!("pile_counts[{p}]"),
            0,
            k as i64,
            "a pile never holds more than the deal",
        )? as u8;
        if doc.chosen[p] {
            view.chosen |= 1 << p;
        }
        for (i, &value) in doc.penalty[p].iter().enumerate() {
            let c = places.put(Spot::Penalty(p, i), value)?;
            view.public.penalty[p].insert(c);
            view.public.penalty_points[p] += u16::from(setup.table.points(c));
        }
        let known = &doc.pile_known[p];
        if known.len() > usize::from(view.pile_len[p]) {
            return Err(knowledge_error(format!("pile_known[{p}]"), "more known cards than the pile holds"));
        }
        view.public.pile_known[p] = known.len() as u8;
        for (i, &value) in known.iter().enumerate() {
            // Top first in the document, bottom first inside.
            view.known_bottoms[p][known.len() - 1 - i] = places.put(Spot::KnownBottom(p, i), value)?;
        }
        for (i, &value) in doc.known_held[p].iter().enumerate() {
            let spot = Spot::KnownHeld(p, i);
            if p == usize::from(seat) {
                // The seat's own known cards are in its hand or choice, already placed.
                let c = card(spot, value)?;
                if !view.hand.contains(c) && view.choice != c {
                    return Err(knowledge_error(
                        spot.to_string(),
                        format!("card {c} is not in the hand or the choice"),
                    ));
                }
                view.public.known_held[p].insert(c);
            } else {
                view.public.known_held[p].insert(places.put(spot, value)?);
            }
        }
    }
    for (i, r) in doc.revealed.iter().enumerate() {
        let s = r.seat.within(|| format!("revealed[{i}].seat"), 0, n as i64 - 1, "seats are numbered from 0")? as u8;
        let c = if i >= usize::from(resolved) {
            places.put(Spot::Revealed(i), r.card)?
        } else {
            card(Spot::Revealed(i), r.card)?
        };
        view.public.revealed[i] = c;
        view.public.revealed_seat[i] = s;
    }
    Ok(view)
}

impl Document for Game {
    game_core::document_items!(doc: StateDoc, format: STATE_FORMAT, version: FORMAT_VERSION);

    /// The state as plain data.
    fn to_doc(&self) -> StateDoc {
        let n = usize::from(self.players());
        StateDoc {
            format: STATE_FORMAT.to_string(),
            version: Int(FORMAT_VERSION as i64),
            options: self.options().into(),
            round: self.round.into(),
            phase: self.phase.into(),
            end: self.end,
            rows: self.rows.iter().map(|r| ints(r.cards().iter().copied())).collect(),
            piles: (0..n).map(|s| ints(self.pile(s as u8))).collect(),
            pile_known: self.pile_known[..n].iter().map(|&k| k.into()).collect(),
            hands: self.hands[..n].iter().map(|h| ints(h.iter())).collect(),
            known_held: self.known_held[..n].iter().map(|h| ints(h.iter())).collect(),
            choices: self.choices[..n].iter().map(|&c| (c != NONE).then(|| c.into())).collect(),
            revealed: self
                .revealed()
                .map(|(card, seat)| RevealedDoc { card: card.into(), seat: seat.into() })
                .collect(),
            resolved: self.resolved.into(),
            penalty: self.penalty[..n].iter().map(|p| ints(p.iter())).collect(),
            boxed: ints(self.boxed.iter()),
        }
    }

    /// Builds a game from plain data, checking every rule.
    ///
    /// # Errors
    /// The first inconsistency found, naming the field and the rule.
    fn from_doc(doc: &StateDoc) -> Result<Game, StateError> {
        crate::loader::load_state(doc, false)
    }
}

impl Document for PlayerView {
    game_core::document_items!(doc: ViewDoc, format: VIEW_FORMAT, version: FORMAT_VERSION);

    /// The view as plain data.
    fn to_doc(&self) -> ViewDoc {
        let n = usize::from(self.players());
        ViewDoc {
            format: VIEW_FORMAT.to_string(),
            version: Int(FORMAT_VERSION as i64),
            seat: self.seat.into(),
            options: self.options().into(),
            round: self.round.into(),
            phase: self.phase.into(),
            end: self.end,
            rows: self.rows.iter().map(|r| ints(r.cards().iter().copied())).collect(),
            penalty: self.penalty[..n].iter().map(|p| ints(p.iter())).collect(),
            hand: ints(self.hand.iter()),
            choice: self.choice().map(Int::from),
            hand_counts: self.hand_counts[..n].iter().map(|&c| c.into()).collect(),
            pile_counts: self.pile_len[..n].iter().map(|&c| c.into()).collect(),
            pile_known: (0..n).map(|p| ints(self.known_pile_bottom(p as u8))).collect(),
            known_held: self.known_held[..n].iter().map(|h| ints(h.iter())).collect(),
            chosen: (0..n).map(|p| self.has_chosen(p as u8)).collect(),
            revealed: self
                .revealed()
                .map(|(card, seat)| RevealedDoc { card: card.into(), seat: seat.into() })
                .collect(),
            resolved: self.resolved.into(),
            box_count: self.box_count.into(),
        }
    }

    /// Builds a view from plain data, checking that some game gives it.
    ///
    /// # Errors
    /// The first inconsistency found, naming the field and the rule.
    fn from_doc(doc: &ViewDoc) -> Result<PlayerView, StateError> {
        crate::loader::load_view(doc)
    }
}
