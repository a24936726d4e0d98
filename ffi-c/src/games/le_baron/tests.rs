//! Le Baron's typed extras: `HdzLbView` holds every field of the view JSON (compared field by
//! field for every seat of random games of both variants and a replaced table), the struct of a
//! view handle is the game's, the typed events are the JSON events, and card information follows
//! the game's table.

use std::ffi::{CStr, CString};

use game_core::GameRules;
use le_baron::{Game, Options};
use serde_json::Value;

use crate::tests::support::*;
use crate::tests::typed_extras::CExtras;
use crate::*;

use HdzStatus::*;

const LB: u32 = HdzGameKind::LeBaron as u32;

impl CExtras for Game {
    type CCard = HdzLbCard;
    const INFIX: &'static str = "lb";
    const VIEW: unsafe extern "C" fn(*const HdzGame, u32, *mut HdzLbView) -> HdzStatus = hdz_lb_view;
    const VIEW_STRUCT: unsafe extern "C" fn(*const HdzView, *mut HdzLbView) -> HdzStatus = hdz_lb_view_struct;
    const LAST_EVENTS: unsafe extern "C" fn(*const HdzGame, *mut HdzLbEvent, usize, *mut usize) -> HdzStatus =
        hdz_lb_last_events;
    const CARD_INFO: unsafe extern "C" fn(*const HdzGame, u32, *mut HdzLbCard) -> HdzStatus = hdz_lb_card_info;
    const CARDS: std::ops::RangeInclusive<u32> = 1..=HDZ_LB_NUM_CARDS;
}

/// A JSON number as a small number.
fn n(v: &Value) -> u8 {
    u8::try_from(v.as_u64().unwrap_or_else(|| panic!("{v} is no number"))).unwrap()
}

/// The numbers of a JSON array.
fn numbers(v: &Value) -> Vec<u8> {
    v.as_array().unwrap().iter().map(n).collect()
}

/// `list[..len]` and the rest `fill`.
fn filled(list: &[u8], len: usize, fill: u8) -> (Vec<u8>, bool) {
    (list[..len].to_vec(), list[len..].iter().all(|&x| x == fill))
}

/// Checks every field of `view` against the view document `json`.
fn assert_view_matches_json(v: &HdzLbView, json: &str) {
    let doc: Value = serde_json::from_str(json).unwrap();
    let mut keys: Vec<&str> = doc.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "box_count",
            "choice",
            "chosen",
            "end",
            "format",
            "hand",
            "hand_counts",
            "known_held",
            "options",
            "penalty",
            "phase",
            "pile_counts",
            "pile_known",
            "resolved",
            "revealed",
            "round",
            "rows",
            "seat",
            "version"
        ],
        "the view document has no field the struct does not hold"
    );
    let options = &doc["options"];
    let players = usize::from(n(&options["players"]));
    assert_eq!((v.seat, usize::from(v.players)), (n(&doc["seat"]), players));
    assert_eq!(v.sixth_card_rule, u8::from(options["sixth_card_rule"].as_bool().unwrap()));
    assert_eq!(v.heads_are_positive, u8::from(options["heads_are_positive"].as_bool().unwrap()));
    // SAFETY: the deck id is a NUL-terminated array.
    assert_eq!(unsafe { CStr::from_ptr(v.deck.as_ptr()) }.to_str().unwrap(), options["deck"].as_str().unwrap());
    assert_eq!(v.table_given, u8::from(!options["cards"].is_null()));
    assert_eq!(v.card_heads[0], [0; 6]);
    match options["cards"].as_array() {
        Some(table) => {
            for (card, heads) in table.iter().enumerate() {
                assert_eq!(v.card_heads[card + 1].to_vec(), numbers(heads), "card {}", card + 1);
            }
        }
        None => {
            let shipped = le_baron::CardTable::reconstructed();
            for card in 1..=110u8 {
                assert_eq!(v.card_heads[usize::from(card)], shipped.heads(card));
            }
        }
    }
    let heads_of = |card: u8| v.card_heads[usize::from(card)];
    assert_eq!(v.round, u16::from(n(&doc["round"])), "the round counts from 1");
    let phase = ["choose", "resolve", "over"].iter().position(|p| doc["phase"] == *p).unwrap();
    assert_eq!(usize::from(v.phase), phase);
    let end = [Value::Null, "all_cards_played".into(), "last_card_placed".into(), "no_card_fits".into()];
    assert_eq!(usize::from(v.end_reason), end.iter().position(|e| doc["end"] == *e).unwrap());
    for (r, row) in doc["rows"].as_array().unwrap().iter().enumerate() {
        let cards = numbers(row);
        assert_eq!(filled(&v.rows[r], usize::from(v.row_len[r]), 0), (cards.clone(), true), "row {r}");
        let mut heads = [0u8; 6];
        for &card in &cards {
            for (total, h) in heads.iter_mut().zip(heads_of(card)) {
                *total += h;
            }
        }
        assert_eq!((v.row_heads[r], u32::from(v.row_points[r])), (heads, heads.iter().map(|&h| u32::from(h)).sum()));
    }
    let per_seat = |key: &str| -> Vec<Vec<u8>> { doc[key].as_array().unwrap().iter().map(numbers).collect() };
    let (penalty, known_held, pile_known) = (per_seat("penalty"), per_seat("known_held"), per_seat("pile_known"));
    for seat in 0..players {
        let pile = &penalty[seat];
        assert_eq!(filled(&v.penalty_piles[seat], usize::from(v.penalty_counts[seat]), 0), (pile.clone(), true));
        let points: u32 = pile.iter().map(|&c| heads_of(c).iter().map(|&h| u32::from(h)).sum::<u32>()).sum();
        assert_eq!(u32::from(v.penalty_points[seat]), points, "seat {seat}'s penalty points");
        let held = filled(&v.known_held[seat], usize::from(v.known_held_counts[seat]), 0);
        assert_eq!(held, (known_held[seat].clone(), true));
        let bottom = filled(&v.pile_known[seat], usize::from(v.pile_known_counts[seat]), 0);
        assert_eq!(bottom, (pile_known[seat].clone(), true));
        assert_eq!(v.hand_counts[seat], n(&doc["hand_counts"][seat]));
        assert_eq!(v.pile_counts[seat], n(&doc["pile_counts"][seat]));
        assert_eq!(v.chosen & (1 << seat) != 0, doc["chosen"][seat].as_bool().unwrap());
    }
    for seat in players..HDZ_LB_MAX_PLAYERS {
        assert_eq!((v.penalty_counts[seat], v.known_held_counts[seat], v.pile_known_counts[seat]), (0, 0, 0));
        assert_eq!((v.hand_counts[seat], v.pile_counts[seat], v.penalty_points[seat]), (0, 0, 0));
    }
    assert_eq!(v.chosen >> players, 0);
    assert_eq!(filled(&v.hand, usize::from(v.hand_len), 0), (numbers(&doc["hand"]), true));
    assert_eq!(v.choice, if doc["choice"].is_null() { 0 } else { n(&doc["choice"]) });
    let revealed = doc["revealed"].as_array().unwrap();
    let cards: Vec<u8> = revealed.iter().map(|r| n(&r["card"])).collect();
    let owners: Vec<u8> = revealed.iter().map(|r| n(&r["seat"])).collect();
    assert_eq!(filled(&v.revealed, usize::from(v.revealed_len), 0), (cards, true));
    assert_eq!(filled(&v.revealed_seats, revealed.len(), HDZ_NONE), (owners, true));
    assert_eq!((v.resolved, v.box_count), (n(&doc["resolved"]), n(&doc["box_count"])));
}

/// Checks typed events against the JSON events, field by field.
fn check_events_match_json(events: &[HdzLbEvent], json: &str) {
    let doc: Value = serde_json::from_str(json).unwrap();
    let list = doc.as_array().unwrap();
    assert_eq!(events.len(), list.len());
    for (e, j) in events.iter().zip(list) {
        let name = j["event"].as_str().unwrap();
        let cards = |len: u8| e.cards[..usize::from(len)].to_vec();
        match e.kind {
            HdzLbEventKind::CardChosen => assert_eq!((name, e.seat), ("card_chosen", n(&j["seat"]))),
            HdzLbEventKind::CardsRevealed => {
                let revealed = j["cards"].as_array().unwrap();
                assert_eq!((name, usize::from(e.count)), ("cards_revealed", revealed.len()));
                assert_eq!(cards(e.count), revealed.iter().map(|r| n(&r["card"])).collect::<Vec<_>>());
                let seats: Vec<u8> = revealed.iter().map(|r| n(&r["seat"])).collect();
                assert_eq!(e.seats[..seats.len()].to_vec(), seats);
            }
            HdzLbEventKind::CardPlaced => {
                let want = ("card_placed", n(&j["seat"]), n(&j["card"]), n(&j["row"]), n(&j["position"]));
                assert_eq!((name, e.seat, e.card, e.row, e.position), want);
            }
            HdzLbEventKind::RowTaken => {
                assert_eq!(
                    (name, e.seat, e.row, e.points),
                    ("row_taken", n(&j["seat"]), n(&j["row"]), n(&j["points"]))
                );
                assert_eq!(cards(e.count), numbers(&j["cards"]));
                let rule = |key: &str| u8::from(j["rules"][key].as_bool().unwrap());
                assert_eq!(e.rules, rule("sixth_card") | rule("six_heads") << 1 | rule("no_fit") << 2);
            }
            HdzLbEventKind::CardRecycled => {
                assert_eq!((name, e.seat, e.card), ("card_recycled", n(&j["seat"]), n(&j["card"])));
            }
            HdzLbEventKind::CardsDrawn => {
                assert_eq!((name, e.seat, e.count), ("cards_drawn", n(&j["seat"]), n(&j["count"])));
                let drawn = numbers(&j["cards"]);
                assert_eq!(e.cards[..drawn.len()].to_vec(), drawn);
            }
            HdzLbEventKind::GameOver => {
                let reasons = ["", "all_cards_played", "last_card_placed", "no_card_fits"];
                assert_eq!((name, reasons[usize::from(e.reason)]), ("game_over", j["reason"].as_str().unwrap()));
                let scores: Vec<i64> = j["scores"].as_array().unwrap().iter().map(|s| s.as_i64().unwrap()).collect();
                assert_eq!(usize::from(e.count), scores.len());
                assert_eq!(e.scores[..scores.len()].iter().map(|&s| i64::from(s)).collect::<Vec<_>>(), scores);
                assert_eq!(u64::from(e.winners), j["winners"].as_u64().unwrap());
            }
        }
        assert_eq!(e.reserved, [0; 2]);
    }
}

/// Plays a game of `options` with a seeded chooser, checking some seats' typed views (from the
/// game and from the view handle) against the view JSON and the typed events against the JSON
/// events after every move.
fn check_game(options: &Options, seed: u64) {
    let json = CString::new(serde_json::to_string(options).unwrap()).unwrap();
    // SAFETY: valid string and out-pointer.
    let game = GameHandle::made(|out| unsafe { hdz_game_with_options(LB, json.as_ptr(), seed, out) });
    let mut core = Game::with_options(options, seed).unwrap();
    let mut chooser = Chooser(seed);
    let mut step = 0u32;
    loop {
        for seat in (0..options.players).filter(|&s| (u32::from(s) + step) % 3 == 0 || core.is_over()) {
            // SAFETY: live game, valid out-pointer.
            let from_game = plain(|out| unsafe { hdz_lb_view(game.0, u32::from(seat), out) });
            let view_json = game.view_json(u32::from(seat));
            assert_view_matches_json(&from_game, &view_json);
            assert_eq!(from_game.current_player, core.current_player().unwrap_or(HDZ_NONE));
            let handle = ViewHandle::from_json(LB, &view_json);
            // SAFETY: live view, valid out-pointer.
            let from_handle = plain(|out| unsafe { hdz_lb_view_struct(handle.0, out) });
            assert_eq!(bytes_of(&*from_game), bytes_of(&*from_handle), "the view handle's struct is the game's");
        }
        if core.is_over() {
            break;
        }
        let legal = core.legal_moves();
        let mv = legal[chooser.next(legal.len())];
        assert_eq!(game.apply(u32::from(Game::action_id(mv))), HDZ_OK);
        let events = core.apply(mv).unwrap();
        let mut typed = vec![HdzLbEvent::from(events[0].clone()); HDZ_LB_MAX_EVENTS];
        // SAFETY: live game, buffer of the stated capacity.
        let count = value(0, |n| unsafe { hdz_lb_last_events(game.0, typed.as_mut_ptr(), typed.len(), n) });
        let expected: Vec<HdzLbEvent> = events.iter().cloned().map(HdzLbEvent::from).collect();
        assert_eq!(&typed[..count], &expected[..]);
        check_events_match_json(&typed[..count], &game.events());
        step += 1;
    }
}

#[test]
fn the_lb_view_holds_the_view_json_and_the_events_are_the_json_events() {
    for players in [2, 3, 5, 10] {
        check_game(&Options::new(players).unwrap(), 200 + u64::from(players));
    }
    let mut colour_counts = Options::new(4).unwrap();
    colour_counts.sixth_card_rule = false;
    check_game(&colour_counts, 5);
    for seed in [6, 61] {
        let mut variant_2 = Options::new(3).unwrap();
        variant_2.heads_are_positive = true;
        check_game(&variant_2, seed);
    }
    let mut replaced = Options::new(4).unwrap();
    let shipped = le_baron::CardTable::reconstructed();
    replaced.deck = "test-table".into();
    replaced.cards = Some((1..=110u8).map(|c| shipped.heads(c)).collect());
    check_game(&replaced, 8);
}

#[test]
fn lb_cards_follow_the_games_table() {
    let mut options = Options::new(3).unwrap();
    let shipped = le_baron::CardTable::reconstructed();
    options.deck = "test-table".into();
    options.cards = Some((1..=110u8).map(|c| shipped.heads(c)).collect());
    for (game, core) in [
        (GameHandle::new(LB, 3, 1), Game::new(3, 1).unwrap()),
        (GameHandle::with_options(LB, &options, 1), Game::with_options(&options, 1).unwrap()),
    ] {
        for card in 1..=110u8 {
            // SAFETY: live game, valid out-pointer.
            let info = value(HdzLbCard::default(), |out| unsafe { hdz_lb_card_info(game.0, u32::from(card), out) });
            let table = core.table();
            assert_eq!(
                (info.heads, info.colours, info.points),
                (table.heads(card), table.colours(card), table.points(card))
            );
        }
    }
}
