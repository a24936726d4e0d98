//! A counting global allocator, for the tests that the hot path never allocates.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

/// A global allocator that counts, per thread, the allocations and reallocations it serves
/// (by [`System`]). Install it in a test binary with
/// `#[global_allocator] static GLOBAL: CountingAllocator = CountingAllocator;`
/// ([`crate::conformance_tests!`] installs it).
#[derive(Clone, Copy, Debug, Default)]
pub struct CountingAllocator;

// SAFETY: every call is forwarded unchanged to `System`; counting touches only a thread-local
// `Cell` initialized without allocating.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|a| a.set(a.get() + 1));
        // SAFETY: the caller's guarantees for `layout` are those `System.alloc` needs.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` was allocated by `System` with `layout`.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.with(|a| a.set(a.get() + 1));
        // SAFETY: `ptr` was allocated by `System` with `layout`; the caller checks `new_size`.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

/// The allocations [`CountingAllocator`] has served on this thread so far.
pub fn allocations() -> u64 {
    ALLOCATIONS.with(Cell::get)
}

/// Runs `f` and returns its result with the number of allocations it made on this thread
/// (counted only where [`CountingAllocator`] is the global allocator).
pub fn allocations_during<T>(f: impl FnOnce() -> T) -> (T, u64) {
    let before = allocations();
    let result = f();
    (result, allocations() - before)
}

/// Whether [`CountingAllocator`] is the global allocator of this program: without it every
/// count is 0 and a test that nothing allocates would prove nothing.
pub fn counting_allocator_installed() -> bool {
    let (_, counted) = allocations_during(|| std::hint::black_box(Box::new(0u64)));
    counted > 0
}
