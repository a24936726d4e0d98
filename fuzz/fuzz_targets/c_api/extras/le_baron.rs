//! Le Baron's typed extras (`hdz_lb_*`): the shared checks are all it needs, its view struct's
//! penalty piles included (the struct is the engine's view byte for byte).

use std::ops::RangeInclusive;

use herr_der_ziegen_c::*;
use le_baron::Game;

use super::Extras;

impl Extras for Game {
    type CView = HdzLbView;
    type CEvent = HdzLbEvent;
    type CCard = HdzLbCard;
    const VIEW: unsafe extern "C" fn(*const HdzGame, u32, *mut HdzLbView) -> HdzStatus = hdz_lb_view;
    const VIEW_STRUCT: unsafe extern "C" fn(*const HdzView, *mut HdzLbView) -> HdzStatus = hdz_lb_view_struct;
    const LAST_EVENTS: unsafe extern "C" fn(*const HdzGame, *mut HdzLbEvent, usize, *mut usize) -> HdzStatus =
        hdz_lb_last_events;
    const CARD_INFO: unsafe extern "C" fn(*const HdzGame, u32, *mut HdzLbCard) -> HdzStatus = hdz_lb_card_info;
    const CARDS: RangeInclusive<u32> = 1..=HDZ_LB_NUM_CARDS;
}
