//! The swaps refused during this turn's dog move (RULES-SPEC D17), as a bit set over the
//! unordered pairs of cells of each line: 21 pairs in each of the 14 lines of a 7x7 grid.

use crate::layout::{Cell, Line, MAX_GRID};

/// Bit index of the unordered pair of cells `a`, `b` on one line: 21 pairs per line of 7.
fn pair_bit(a: Cell, b: Cell) -> usize {
    let line = Line::through(a, b).expect("a swap is within one line");
    let (x, y) = (line.position_of(a).min(line.position_of(b)), line.position_of(a).max(line.position_of(b)));
    let (i, j) = (usize::from(x), usize::from(y));
    let pairs_before = i * (2 * MAX_GRID - 1 - i) / 2;
    line.index() * 21 + pairs_before + (j - i - 1)
}

/// Whether the swap `a` <-> `b` is in a refused-swaps bit set.
pub(crate) fn contains(refused: &[u64; 5], a: Cell, b: Cell) -> bool {
    let bit = pair_bit(a, b);
    refused[bit / 64] & (1 << (bit % 64)) != 0
}

/// The refused swaps of a bit set as cell pairs `[a, b]` with `a < b`, on a grid of side `size`.
pub(crate) fn pairs(refused: &[u64; 5], size: u8) -> Vec<[Cell; 2]> {
    let mut pairs = Vec::new();
    for r in 0..size {
        for c in 0..size {
            let a = Cell::new(r, c).expect("in grid");
            for line in a.lines() {
                for b in line.cells(size).filter(|&b| b > a) {
                    if contains(refused, a, b) {
                        pairs.push([a, b]);
                    }
                }
            }
        }
    }
    pairs
}

/// Adds the swap `a` <-> `b` to a refused-swaps bit set.
pub(crate) fn insert(refused: &mut [u64; 5], a: Cell, b: Cell) {
    let bit = pair_bit(a, b);
    refused[bit / 64] |= 1 << (bit % 64);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pair_bits_are_distinct_and_in_range() {
        let mut seen = std::collections::HashSet::new();
        for a in 0..49u8 {
            for b in 0..49u8 {
                let (a, b) = (Cell::from_index(a).unwrap(), Cell::from_index(b).unwrap());
                if Line::through(a, b).is_some() && a < b {
                    let bit = pair_bit(a, b);
                    assert_eq!(bit, pair_bit(b, a));
                    assert!(bit < 5 * 64);
                    assert!(seen.insert(bit), "bit {bit} used twice");
                }
            }
        }
        assert_eq!(seen.len(), 14 * 21);
    }
}
