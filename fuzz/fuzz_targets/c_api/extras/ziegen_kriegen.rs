//! Ziegen Kriegen's typed extras (`hdz_zk_*`), and its hill cards: the engine's for every hill
//! number, others refused, writing nothing.

use std::ops::RangeInclusive;

use herr_der_ziegen_c::*;
use herr_der_ziegen_fuzz::Reader;
use ziegen_kriegen::Game;

use super::Extras;
use crate::common::*;

impl Extras for Game {
    type CView = HdzZkView;
    type CEvent = HdzZkEvent;
    type CCard = HdzZkCard;
    const VIEW: unsafe extern "C" fn(*const HdzGame, u32, *mut HdzZkView) -> HdzStatus = hdz_zk_view;
    const VIEW_STRUCT: unsafe extern "C" fn(*const HdzView, *mut HdzZkView) -> HdzStatus = hdz_zk_view_struct;
    const LAST_EVENTS: unsafe extern "C" fn(*const HdzGame, *mut HdzZkEvent, usize, *mut usize) -> HdzStatus =
        hdz_zk_last_events;
    const CARD_INFO: unsafe extern "C" fn(*const HdzGame, u32, *mut HdzZkCard) -> HdzStatus = hdz_zk_card_info;
    const CARDS: RangeInclusive<u32> = 1..=HDZ_ZK_NUM_GOATS as u32;

    unsafe fn own_extras(game: *const HdzGame, engine: Option<&Game>, r: &mut Reader<'_>) {
        let flags = r.u8();
        let hill = if flags & 0x80 != 0 { r.u32() } else { u32::from(r.u8() % 16) };
        let blank = HdzZkHillCard { low: 0xAB, high: 0xAB };
        // SAFETY: `game` is NULL or live by the caller's contract; a valid or NULL out-pointer.
        let card = written(blank, flags & 1 != 0, |out| unsafe { hdz_zk_hill_card_info(game, hill, out) });
        match engine {
            Some(engine) if flags & 1 == 0 => {
                let expected = usize::try_from(hill)
                    .ok()
                    .filter(|&h| h < HDZ_ZK_NUM_HILLS)
                    .and_then(|h| engine.tables().hills.get(h))
                    .map(|h| HdzZkHillCard { low: h.low, high: h.high });
                assert_eq!(card.ok(), expected, "C and Rust hill card {hill}");
                if expected.is_none() {
                    assert_eq!(card, Err(HdzStatus::HDZ_INVALID_ARGUMENT));
                }
            }
            _ => assert_eq!(card, Err(HdzStatus::HDZ_NULL_POINTER)),
        }
    }
}
