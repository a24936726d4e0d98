//! Fuzz target `zk_actions`: arbitrary action sequences on seeded Ziegen Kriegen games (3 to 6
//! players, one round or one per player, any first leader; some inputs edit the options into
//! ones setup must refuse). The driver and its checks are in `src/generic.rs`, the option bytes
//! in `src/options.rs`.

#![no_main]

use herr_der_ziegen_fuzz::generic::fuzz_actions;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| fuzz_actions::<ziegen_kriegen::Game>(data));
