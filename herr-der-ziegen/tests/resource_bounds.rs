//! Hostile JSON costs bounded memory: a global allocator that tracks the live heap of this thread
//! measures the peak while states and views are loaded from deep nesting, huge numbers, megabytes
//! of whitespace and long arrays. The limits found here are documented in `docs/reliability.md`.

use game_core::DocumentError;
use herr_der_ziegen::prelude::*;
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use herr_der_ziegen::{Game, PlayerView, StateError};

struct Tracking;

thread_local! {
    static LIVE: Cell<usize> = const { Cell::new(0) };
    static PEAK: Cell<usize> = const { Cell::new(0) };
}

fn grow(bytes: usize) {
    // `try_with`: the allocator also runs while thread-locals are being torn down.
    let _ = LIVE.try_with(|live| {
        live.set(live.get() + bytes);
        let _ = PEAK.try_with(|peak| peak.set(peak.get().max(live.get())));
    });
}

fn shrink(bytes: usize) {
    let _ = LIVE.try_with(|live| live.set(live.get().saturating_sub(bytes)));
}

unsafe impl GlobalAlloc for Tracking {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        grow(layout.size());
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        shrink(layout.size());
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        shrink(layout.size());
        grow(new_size);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Tracking = Tracking;

/// The peak heap, above what was live before, while `f` runs on this thread.
fn peak_during<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let base = LIVE.with(Cell::get);
    PEAK.with(|p| p.set(base));
    let out = f();
    (out, PEAK.with(Cell::get) - base)
}

/// Heap a load may use beyond a multiple of the input: the parsed document and the game (a few
/// KiB). The parser copies a string token it reads (JSON escapes must be decoded), and an error
/// about that string is formatted from it before being cut short, so a load may briefly hold a
/// few copies of the longest string in the input.
const BOUND: usize = 64 * 1024;
/// Copies of the input a load may hold at its peak (see [`BOUND`]).
const COPIES: usize = 4;

/// `valid` with a million more cards at the start of its box list.
fn with_long_box(valid: &str) -> String {
    let at = valid.find("\"box\":[").expect("a box list") + "\"box\":[".len();
    let rest = &valid[at..];
    let separator = if rest.starts_with(']') { "" } else { "," };
    format!("{}{}0{separator}{rest}", &valid[..at], "0,".repeat(999_999))
}

/// Inputs named "a valid ..." must load; all others must be refused.
fn hostile_inputs(valid: &str) -> Vec<(&'static str, String)> {
    let mib = 4 << 20;
    vec![
        ("4 MiB of whitespace", " ".repeat(mib)),
        ("a valid state padded with 4 MiB of whitespace", valid.replacen('{', &format!("{{{}", " ".repeat(mib)), 1)),
        ("100,000 nested arrays", format!("{}{}", "[".repeat(100_000), "]".repeat(100_000))),
        ("100,000 nested objects", "{\"a\":".repeat(100_000)),
        ("a 1 MiB number", valid.replacen("\"turn\":", &format!("\"turn\":{},\"x\":", "9".repeat(1 << 20)), 1)),
        (
            "a number with a 1 MiB exponent",
            valid.replacen("\"turn\":", &format!("\"turn\":1e{},\"x\":", "9".repeat(1 << 20)), 1),
        ),
        ("a 1 MiB string", valid.replacen("\"turn\":", &format!("\"turn\":\"{}\",\"x\":", "a".repeat(1 << 20)), 1)),
        ("1,000,000 cards in the box", with_long_box(valid)),
        ("1,000,000 unknown fields", format!("{{{}}}", "\"x\":0,".repeat(1_000_000))),
        // The format and the version are read first, on their own: not into a tree of values.
        (
            "a version of 1,000,000 numbers",
            valid.replacen("\"version\":1", &format!("\"version\":[{}0]", "0,".repeat(999_999)), 1),
        ),
        ("a 1 MiB format", valid.replacen("\"format\":\"", &format!("\"format\":\"{}", "a".repeat(1 << 20)), 1)),
    ]
}

#[test]
fn hostile_states_are_rejected_with_bounded_memory() {
    let valid = Game::new(5, 3).unwrap().to_json();
    let (loaded, valid_peak) = peak_during(|| Game::from_json(&valid));
    assert!(loaded.is_ok());
    assert!(valid_peak < BOUND, "a valid state took {valid_peak} bytes");
    for (name, input) in hostile_inputs(&valid) {
        let (result, peak) = peak_during(|| Game::from_json(&input));
        assert_eq!(result.is_ok(), name.starts_with("a valid"), "{name}: {result:?}");
        assert!(peak < BOUND + COPIES * input.len(), "{name}: {peak} bytes of heap for {} bytes", input.len());
        if matches!(&result, Err(e) if e.to_string().len() > 2 * herr_der_ziegen::error::MAX_QUOTED_CHARS) {
            panic!("{name}: an error message of {} bytes", result.unwrap_err().to_string().len());
        }
        eprintln!("{name}: {} bytes in, peak heap {peak} bytes", input.len());
        if name.contains("box") {
            // Syntactically fine: refused by validation, with a specific error.
            assert!(!matches!(result, Err(StateError::Document(DocumentError::Json(_)))), "{name}: {result:?}");
        }
    }
}

#[test]
fn hostile_views_are_rejected_with_bounded_memory() {
    let valid = Game::new(4, 8).unwrap().view(2).to_json();
    for (name, input) in hostile_inputs(&valid) {
        let (result, peak) = peak_during(|| PlayerView::from_json(&input));
        assert_eq!(result.is_ok(), name.starts_with("a valid"), "{name}: {result:?}");
        assert!(peak < BOUND + COPIES * input.len(), "{name}: {peak} bytes of heap for {} bytes", input.len());
    }
}
