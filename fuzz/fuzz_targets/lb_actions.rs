//! Fuzz target `lb_actions`: arbitrary action sequences on seeded Le Baron games (2 to 10
//! players, either variant or both; some inputs edit the options into ones setup must refuse).
//! The driver and its checks are in `src/generic.rs`, the option bytes in `src/options.rs`.

#![no_main]

use herr_der_ziegen_fuzz::generic::fuzz_actions;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| fuzz_actions::<le_baron::Game>(data));
