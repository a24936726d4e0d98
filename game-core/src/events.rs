//! Where a game reports the events of a move: a sink of events of type `E`.
//!
//! A game's `apply_with` takes any [`EventSink`]: a fixed-capacity `ArrayVec` (the events of one
//! move, no allocation), a `Vec`, or [`NoEvents`] for search and simulation, where building an
//! event would be wasted work: its [`EventSink::ENABLED`] is `false`, so [`EventSink::push_with`]
//! and [`EventSink::push_all`] never build or iterate anything, and a game may test
//! `S::ENABLED` before preparing an event.

use arrayvec::ArrayVec;

/// Receives the events of a move, in order.
pub trait EventSink<E> {
    /// Whether events are wanted at all (building them is skipped otherwise).
    const ENABLED: bool = true;

    /// Receives one event.
    fn push(&mut self, event: E);

    /// Like [`EventSink::push`] for an event that is costly to build: a sink that discards
    /// events never calls `make`.
    #[inline]
    fn push_with(&mut self, make: impl FnOnce() -> E) {
        if Self::ENABLED {
            self.push(make());
        }
    }

    /// Pushes every event of `events` in order; a sink that discards events does not even
    /// iterate.
    #[inline]
    fn push_all(&mut self, events: impl Iterator<Item = E>) {
        if Self::ENABLED {
            for event in events {
                self.push(event);
            }
        }
    }
}

/// The events of one move, without heap allocation. The capacity is the game's proven bound
/// on the events of a move.
///
/// # Panics
/// [`EventSink::push`] panics if the buffer is full.
impl<E, const N: usize> EventSink<E> for ArrayVec<E, N> {
    #[inline]
    fn push(&mut self, event: E) {
        ArrayVec::push(self, event);
    }
}

impl<E> EventSink<E> for Vec<E> {
    #[inline]
    fn push(&mut self, event: E) {
        Vec::push(self, event);
    }
}

/// Discards events: the fastest way to apply moves (search and simulation).
#[derive(Clone, Copy, Debug, Default)]
pub struct NoEvents;

impl<E> EventSink<E> for NoEvents {
    const ENABLED: bool = false;

    #[inline]
    fn push(&mut self, _event: E) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report<S: EventSink<u32>>(sink: &mut S, built: &mut u32) {
        sink.push(1);
        sink.push_with(|| {
            *built += 1;
            2
        });
        sink.push_all([3, 4].into_iter().inspect(|_| *built += 1));
    }

    #[test]
    fn sinks_keep_or_skip_events() {
        let mut built = 0;
        let mut fixed = ArrayVec::<u32, 4>::new();
        report(&mut fixed, &mut built);
        assert_eq!((fixed.as_slice(), built), (&[1, 2, 3, 4][..], 3));
        let mut list = Vec::new();
        report(&mut list, &mut built);
        assert_eq!((list, built), (vec![1, 2, 3, 4], 6));
        report(&mut NoEvents, &mut built);
        assert_eq!(built, 6);
    }
}
