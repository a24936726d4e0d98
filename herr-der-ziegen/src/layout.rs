//! Geometry: cells of the pasture, lines, the track of the big goats, and the stable layouts.
//!
//! Cells are numbered `row * 7 + col` whatever the grid size, so that a cell (and every action id
//! built from cells) means the same on the 7x7 and the 6x6 pasture.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Largest grid side (3 to 5 players); 2 players use 6.
pub const MAX_GRID: usize = 7;
/// Number of cell indices (`7 * 7`).
pub const MAX_CELLS: usize = MAX_GRID * MAX_GRID;
/// Number of distinct lines on the largest grid (7 rows + 7 columns).
pub const MAX_LINES: usize = 2 * MAX_GRID;

/// One cell of the pasture, `(row, col)`, 0-based from the top left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(u8);

impl Cell {
    /// The cell at `(row, col)`, or `None` outside the 7x7 index space.
    pub const fn new(row: u8, col: u8) -> Option<Cell> {
        if (row as usize) < MAX_GRID && (col as usize) < MAX_GRID {
            Some(Cell(row * MAX_GRID as u8 + col))
        } else {
            None
        }
    }

    /// The cell with index `row * 7 + col`, or `None` if `index >= 49`.
    pub const fn from_index(index: u8) -> Option<Cell> {
        if (index as usize) < MAX_CELLS {
            Some(Cell(index))
        } else {
            None
        }
    }

    /// `row * 7 + col`.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// This cell's bit in a [`CellMask`].
    pub(crate) const fn bit(self) -> CellMask {
        1 << self.0
    }

    /// Row, 0 at the top.
    pub const fn row(self) -> u8 {
        self.0 / MAX_GRID as u8
    }

    /// Column, 0 at the left.
    pub const fn col(self) -> u8 {
        self.0 % MAX_GRID as u8
    }

    /// The row and the column through this cell.
    pub const fn lines(self) -> [Line; 2] {
        [Line::Row(self.row()), Line::Col(self.col())]
    }

    /// The cells of this cell's row and of its column, as masks over the whole 7x7 index space
    /// (the caller clips them to its grid). Dog moves ask this for every own card: a table.
    pub(crate) const fn line_masks(self) -> [CellMask; 2] {
        const TABLE: [[CellMask; 2]; MAX_GRID * MAX_GRID] = {
            let mut table = [[0; 2]; MAX_GRID * MAX_GRID];
            let mut i = 0;
            while i < table.len() {
                table[i] = [0x7F << (i - i % MAX_GRID), COLUMN_0 << (i % MAX_GRID)];
                i += 1;
            }
            table
        };
        TABLE[self.0 as usize]
    }

    /// Whether the cell lies on a grid of side `size`.
    pub const fn in_grid(self, size: u8) -> bool {
        self.row() < size && self.col() < size
    }

    /// Whether the cell lies on the outer ring of a grid of side `size`.
    pub const fn on_edge(self, size: u8) -> bool {
        self.in_grid(size) && (self.row() == 0 || self.col() == 0 || self.row() == size - 1 || self.col() == size - 1)
    }

    /// Orthogonal neighbours on a grid of side `size` (up to 4; unused entries are `None`).
    pub fn neighbours(self, size: u8) -> [Option<Cell>; 4] {
        let (r, c) = (self.row(), self.col());
        [
            (r > 0).then(|| Cell::new(r - 1, c)).flatten(),
            (r + 1 < size).then(|| Cell::new(r + 1, c)).flatten(),
            (c > 0).then(|| Cell::new(r, c - 1)).flatten(),
            (c + 1 < size).then(|| Cell::new(r, c + 1)).flatten(),
        ]
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.row(), self.col())
    }
}

impl Serialize for Cell {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        [self.row(), self.col()].serialize(s)
    }
}

impl<'de> Deserialize<'de> for Cell {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Cell, D::Error> {
        let [row, col] = <[u8; 2]>::deserialize(d)?;
        Cell::new(row, col)
            .ok_or_else(|| serde::de::Error::custom(format!("cell ({row},{col}) is outside the 7x7 grid")))
    }
}

/// The cells of a grid of side `size`, row-major (a size above 7 gives the whole 7x7 index space).
pub fn grid_cells(size: u8) -> impl Iterator<Item = Cell> {
    let size = size.min(MAX_GRID as u8);
    (0..size).flat_map(move |r| (0..size).map(move |c| Cell(r * MAX_GRID as u8 + c)))
}

/// A set of cells as a bit mask over cell indices: bit `row * 7 + col`. The rules ask "which cells
/// of this line hold an unmarked card" on every move; with masks that is two `and`s instead of a
/// scan of the line.
pub(crate) type CellMask = u64;

/// The cells of column 0 of the 7x7 index space.
const COLUMN_0: CellMask = {
    let mut mask = 0;
    let mut row = 0;
    while row < MAX_GRID {
        mask |= 1 << (row * MAX_GRID);
        row += 1;
    }
    mask
};

/// The cells of a grid of side `size` (at most 7) as a mask.
pub(crate) const fn grid_mask(size: u8) -> CellMask {
    // Row r holds bits 7r..7r+size: one row's bits times a bit at the start of each row, without
    // carries since size <= 7. A few instructions, where a loop over the rows is asked on every
    // dog move and every refill.
    debug_assert!(size as usize <= MAX_GRID);
    let row_starts = COLUMN_0 & ((1 << (size as usize * MAX_GRID)) - 1);
    ((1 << size) - 1) * row_starts
}

/// The cells of `mask` in increasing index order (row-major).
pub(crate) fn mask_cells(mut mask: CellMask) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let index = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        Some(Cell(index))
    })
}

/// The `n`-th cell of `mask` in increasing index order (the `n`-th item of [`mask_cells`]).
///
/// # Panics
/// If `mask` has `n` cells or fewer.
pub(crate) fn nth_cell(mut mask: CellMask, n: usize) -> Cell {
    if n < MAX_GRID {
        // Masks of one line (the usual callers): a fixed number of steps, each clearing the
        // lowest cell or nothing, so a random `n` costs no mispredicted loop exit.
        for step in 0..MAX_GRID - 1 {
            mask &= mask.wrapping_sub(u64::from(step < n));
        }
    } else {
        for _ in 0..n {
            mask &= mask.wrapping_sub(1);
        }
    }
    assert!(mask != 0, "no cell {n} in the mask");
    Cell(mask.trailing_zeros() as u8)
}

/// The cells of one line of a mask packed into the low 7 bits, in index order (bit `k` is the
/// `k`-th cell along the line), and back. Random play takes the `n`-th free card of a line on
/// every turn: packed, counting the cells and finding the `n`-th are two table loads, where the
/// baseline target counts the bits of a mask in a dozen operations.
#[derive(Clone, Copy, Debug)]
pub(crate) struct LinePacking {
    /// Index of the line's first cell.
    first: u8,
    /// Index distance between neighbouring cells of the line: 1 along a row, 7 down a column.
    stride: u8,
    /// The line's cells, shifted to start at bit 0.
    keep: CellMask,
    /// Gathers the kept cells into bits `out..out + 7` (1 for a row, whose cells are adjacent).
    gather: u64,
    out: u8,
}

/// `COLUMN_0` times this puts bit `7k` at bit `42 + k`; every partial product lands on its own
/// bit, so no carry disturbs the result.
const COLUMN_GATHER: u64 = {
    let mut m = 0;
    let mut k = 0;
    while k < MAX_GRID {
        m |= 1 << (42 - 6 * k);
        k += 1;
    }
    m
};

/// The line's cells of a mask as 7 bits, see [`LinePacking`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct PackedCells(u8);

impl PackedCells {
    /// Number of cells.
    #[inline]
    pub(crate) fn count(self) -> u32 {
        const COUNTS: [u8; 128] = {
            let mut counts = [0; 128];
            let mut bits = 0;
            while bits < 128 {
                counts[bits] = (bits as u32).count_ones() as u8;
                bits += 1;
            }
            counts
        };
        u32::from(COUNTS[usize::from(self.0)])
    }

    /// Position along the line of the `n`-th cell.
    ///
    /// # Panics
    /// If there are `n` cells or fewer.
    #[inline]
    fn nth(self, n: usize) -> u8 {
        /// Entry `[bits][n]`: the position of the `n`-th set bit of `bits`; 7 past the last.
        const NTH: [[u8; MAX_GRID]; 128] = {
            let mut table = [[MAX_GRID as u8; MAX_GRID]; 128];
            let mut bits = 0;
            while bits < 128 {
                let (mut n, mut k) = (0, 0);
                while k < MAX_GRID {
                    if bits & (1 << k) != 0 {
                        table[bits][n] = k as u8;
                        n += 1;
                    }
                    k += 1;
                }
                bits += 1;
            }
            table
        };
        let position = NTH[usize::from(self.0)][n];
        assert!(position < MAX_GRID as u8, "no cell {n} in the line");
        position
    }
}

impl LinePacking {
    /// The packing of `line`.
    pub(crate) const fn of(line: Line) -> LinePacking {
        match line {
            Line::Row(r) => LinePacking { first: r * MAX_GRID as u8, stride: 1, keep: 0x7F, gather: 1, out: 0 },
            Line::Col(c) => {
                LinePacking { first: c, stride: MAX_GRID as u8, keep: COLUMN_0, gather: COLUMN_GATHER, out: 42 }
            }
        }
    }

    /// The cells of `mask` on this line.
    #[inline]
    pub(crate) fn pack(self, mask: CellMask) -> PackedCells {
        let kept = (mask >> self.first) & self.keep;
        PackedCells((kept.wrapping_mul(self.gather) >> self.out) as u8 & 0x7F)
    }

    /// The `n`-th cell of `cells` (the `n`-th item of [`mask_cells`] of the unpacked mask).
    ///
    /// # Panics
    /// If `cells` has `n` cells or fewer.
    #[inline]
    pub(crate) fn nth_cell(self, cells: PackedCells, n: usize) -> Cell {
        Cell(self.first + cells.nth(n) * self.stride)
    }
}

/// The orthogonal neighbours of the cells of `mask`, within the 7x7 index space.
pub(crate) const fn neighbour_mask(mask: CellMask) -> CellMask {
    const ALL: CellMask = grid_mask(MAX_GRID as u8);
    const NOT_COLUMN_0: CellMask = ALL & !COLUMN_0;
    const NOT_COLUMN_6: CellMask = ALL & !(COLUMN_0 << (MAX_GRID - 1));
    (((mask & NOT_COLUMN_6) << 1) | ((mask & NOT_COLUMN_0) >> 1) | (mask << MAX_GRID) | (mask >> MAX_GRID)) & ALL
}

/// A full row or a full column (RULES-SPEC D13: "line" means either). In JSON `{"row": r}` or
/// `{"col": c}` with `r`, `c` from 0 to 6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Line {
    /// Row `r` (0 at the top).
    Row(u8),
    /// Column `c` (0 at the left).
    Col(u8),
}

impl<'de> Deserialize<'de> for Line {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Line, D::Error> {
        /// The JSON shape of a line, before its number is checked.
        #[derive(Deserialize)]
        #[serde(rename_all = "snake_case")]
        enum Unchecked {
            Row(u8),
            Col(u8),
        }
        let line = match Unchecked::deserialize(d)? {
            Unchecked::Row(r) => Line::Row(r),
            Unchecked::Col(c) => Line::Col(c),
        };
        if line.number() < MAX_GRID as u8 {
            Ok(line)
        } else {
            Err(serde::de::Error::custom(format!("{line} is outside the 7x7 grid")))
        }
    }
}

impl Line {
    /// The row's or the column's number.
    const fn number(self) -> u8 {
        match self {
            Line::Row(n) | Line::Col(n) => n,
        }
    }

    /// The cells of this line on a grid of side `size`, in order; none for a line outside the
    /// 7x7 index space (such as `Line::Row(9)`), and a size above 7 counts as 7.
    pub fn cells(self, size: u8) -> impl Iterator<Item = Cell> {
        let size = if self.number() < MAX_GRID as u8 { size.min(MAX_GRID as u8) } else { 0 };
        (0..size).map(move |i| match self {
            Line::Row(r) => Cell(r * MAX_GRID as u8 + i),
            Line::Col(c) => Cell(i * MAX_GRID as u8 + c),
        })
    }

    /// The cells of this line on a grid of side `size`, as a mask.
    pub(crate) const fn mask(self, size: u8) -> CellMask {
        let line = match self {
            Line::Row(r) => 0x7F << (r as usize * MAX_GRID),
            Line::Col(c) => COLUMN_0 << c,
        };
        line & grid_mask(size)
    }

    /// Whether `cell` is on this line.
    pub const fn contains(self, cell: Cell) -> bool {
        match self {
            Line::Row(r) => cell.row() == r,
            Line::Col(c) => cell.col() == c,
        }
    }

    /// Dense index: rows `0..7`, columns `7..14`.
    pub const fn index(self) -> usize {
        match self {
            Line::Row(r) => r as usize,
            Line::Col(c) => MAX_GRID + c as usize,
        }
    }

    /// Position of `cell` along this line (its column for a row, its row for a column).
    pub const fn position_of(self, cell: Cell) -> u8 {
        match self {
            Line::Row(_) => cell.col(),
            Line::Col(_) => cell.row(),
        }
    }

    /// The line two distinct cells share, if any.
    pub const fn through(a: Cell, b: Cell) -> Option<Line> {
        if a.0 == b.0 {
            None
        } else if a.row() == b.row() {
            Some(Line::Row(a.row()))
        } else if a.col() == b.col() {
            Some(Line::Col(a.col()))
        } else {
            None
        }
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Line::Row(r) => write!(f, "row {r}"),
            Line::Col(c) => write!(f, "column {c}"),
        }
    }
}

/// Track geometry (RULES-SPEC 2.4): `4n` positions clockwise from above the top-left cell, one
/// per outer edge of an edge cell, no corner positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Track {
    size: u8,
}

impl Track {
    /// The track around a grid of side `size`, 6 or 7.
    ///
    /// # Panics
    /// For any other size: the game has no other grid.
    pub const fn new(size: u8) -> Track {
        assert!(size == 6 || size == MAX_GRID as u8, "a grid is 6 or 7 cells wide");
        Track { size }
    }

    /// [`Track::new`] for the grid of a game, whose size is checked when the game is made: the
    /// track is asked for at every move.
    pub(crate) const fn of_game_grid(size: u8) -> Track {
        debug_assert!(size == 6 || size == MAX_GRID as u8);
        Track { size }
    }

    /// Number of positions, `4n`.
    pub const fn len(self) -> u8 {
        4 * self.size
    }

    /// Always false: a track has positions.
    pub const fn is_empty(self) -> bool {
        false
    }

    /// The position `steps` clockwise from `from`.
    pub const fn advance(self, from: u8, steps: u8) -> u8 {
        let (to, len) = (from as u16 + steps as u16, self.len() as u16);
        // One lap at most in play (a card moves at most 5 steps): no division then.
        if to < len {
            to as u8
        } else if to < 2 * len {
            (to - len) as u8
        } else {
            (to % len) as u8
        }
    }

    /// The line a goat at `pos` faces.
    pub const fn line(self, pos: u8) -> Line {
        // Asked on every move: a table for the two real grids instead of a division.
        const SIX: [Line; 4 * 6] = Track::lines_table(6);
        const SEVEN: [Line; 4 * MAX_GRID] = Track::lines_table(MAX_GRID as u8);
        match self.size {
            6 if (pos as usize) < SIX.len() => SIX[pos as usize],
            7 if (pos as usize) < SEVEN.len() => SEVEN[pos as usize],
            _ => self.compute_line(pos),
        }
    }

    /// The cells of the line a goat at `pos` faces, as a mask, on a game's grid (6 or 7).
    #[inline]
    pub(crate) fn line_mask(self, pos: u8) -> CellMask {
        // Asked several times per move: one load from a table per grid size.
        const TABLES: [[CellMask; 32]; 2] = [Track::line_masks_table(6), Track::line_masks_table(7)];
        debug_assert!(matches!(self.size, 6 | 7) && pos < self.len());
        TABLES[usize::from(self.size == 7)][usize::from(pos & 31)]
    }

    /// How to pack the line a goat at `pos` faces, on a game's grid (6 or 7).
    #[inline]
    pub(crate) fn line_packing(self, pos: u8) -> LinePacking {
        // Asked at every take in random play: a table like `line_mask`'s.
        const TABLES: [[LinePacking; 32]; 2] = [Track::line_packings_table(6), Track::line_packings_table(7)];
        debug_assert!(matches!(self.size, 6 | 7) && pos < self.len());
        TABLES[usize::from(self.size == 7)][usize::from(pos & 31)]
    }

    const fn line_packings_table(size: u8) -> [LinePacking; 32] {
        let track = Track::new(size);
        let mut packings = [LinePacking::of(Line::Row(0)); 32];
        let mut pos = 0;
        while pos < track.len() {
            packings[pos as usize] = LinePacking::of(track.compute_line(pos));
            pos += 1;
        }
        packings
    }

    /// Entry `pos` is the mask of the line faced from `pos`, for every position of the track.
    const fn line_masks_table(size: u8) -> [CellMask; 32] {
        let track = Track::new(size);
        let mut masks = [0; 32];
        let mut pos = 0;
        while pos < track.len() {
            masks[pos as usize] = track.compute_line(pos).mask(size);
            pos += 1;
        }
        masks
    }

    const fn lines_table<const N: usize>(size: u8) -> [Line; N] {
        let track = Track::new(size);
        let mut lines = [Line::Row(0); N];
        let mut pos = 0;
        while pos < N {
            lines[pos] = track.compute_line(pos as u8);
            pos += 1;
        }
        lines
    }

    const fn compute_line(self, pos: u8) -> Line {
        let n = self.size;
        let (side, k) = (pos / n, pos % n);
        match side {
            0 => Line::Col(k),
            1 => Line::Row(k),
            2 => Line::Col(n - 1 - k),
            _ => Line::Row(n - 1 - k),
        }
    }

    /// The edge cell a goat at `pos` stands beside.
    pub const fn cell(self, pos: u8) -> Cell {
        let n = self.size;
        let (side, k) = (pos / n, pos % n);
        let (r, c) = match side {
            0 => (0, k),
            1 => (k, n - 1),
            2 => (n - 1, n - 1 - k),
            _ => (n - 1 - k, 0),
        };
        Cell(r * MAX_GRID as u8 + c)
    }

    /// Start position of a big goat whose stable is at `stable` (RULES-SPEC 2.5, D7): the outer
    /// edge of the stable after which the track leaves the stable's cell, i.e. for a corner the
    /// edge that comes first after the corner going clockwise. `None` if `stable` is not an edge
    /// cell of this grid.
    pub fn start_position(self, stable: Cell) -> Option<u8> {
        let n = self.size;
        if !stable.on_edge(n) {
            return None;
        }
        let (r, c) = (stable.row(), stable.col());
        // The positions beside the cell, in increasing order (two for a corner), from the
        // formulas of `cell`.
        let beside = [
            (r == 0).then_some(c),
            (c == n - 1).then_some(n + r),
            (r == n - 1).then_some(2 * n + (n - 1 - c)),
            (c == 0).then_some(3 * n + (n - 1 - r)),
        ];
        beside.into_iter().flatten().find(|&p| self.cell(self.advance(p, 1)) != stable)
    }
}

/// Where the stables are: the grid side and one stable cell per player, listed in clockwise
/// track order `S1, S2, ...` (RULES-SPEC 2.5, decision D6). Replaceable data, see
/// [`crate::Options`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StableLayout {
    /// Side of the square grid (6 or 7).
    pub grid_size: u8,
    /// Stable cells `S1, S2, ...`; the i-th player in turn order gets `S(i)`.
    pub stables: Vec<Cell>,
}

/// The default layouts of RULES-SPEC 2.5, `(grid side, [(row, col)])` for 2, 3, 4, 5 players.
const DEFAULT_LAYOUTS: [(u8, &[(u8, u8)]); 4] = [
    (6, &[(0, 0), (5, 5)]),
    (7, &[(0, 3), (5, 6), (5, 0)]),
    (7, &[(0, 0), (0, 6), (6, 6), (6, 0)]),
    (7, &[(0, 3), (2, 6), (6, 5), (6, 1), (2, 0)]),
];

impl StableLayout {
    /// The default layout for `players` (2 to 5), or `None` for another count.
    pub fn default_for(players: u8) -> Option<StableLayout> {
        let (grid_size, cells) = DEFAULT_LAYOUTS.get(usize::from(players).checked_sub(2)?)?;
        Some(StableLayout {
            grid_size: *grid_size,
            stables: cells.iter().map(|&(r, c)| Cell::new(r, c).expect("layout table in range")).collect(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(r: u8, c: u8) -> Cell {
        Cell::new(r, c).unwrap()
    }

    #[test]
    fn lines_and_grids_stay_in_the_index_space() {
        let line = |json: &str| serde_json::from_str::<Line>(json).map_err(|e| e.to_string());
        assert_eq!(line(r#"{"row":6}"#), Ok(Line::Row(6)));
        assert_eq!(line(r#"{"col":0}"#), Ok(Line::Col(0)));
        assert!(line(r#"{"row":7}"#).unwrap_err().contains("row 7 is outside the 7x7 grid"));
        assert!(line(r#"{"col":40}"#).is_err());
        // Lines built directly: no cell outside the index space, however large the numbers.
        assert_eq!(Line::Row(9).cells(7).count(), 0);
        assert_eq!(Line::Col(255).cells(255).count(), 0);
        assert_eq!(Line::Row(6).cells(200).collect::<Vec<_>>(), Line::Row(6).cells(7).collect::<Vec<_>>());
        assert_eq!(grid_cells(8).collect::<Vec<_>>(), grid_cells(7).collect::<Vec<_>>());
        assert_eq!(grid_cells(255).count(), 49);
    }

    #[test]
    fn track_faces_the_lines_of_the_spec_table() {
        let t = Track::new(7);
        assert_eq!(t.len(), 28);
        assert_eq!(t.line(0), Line::Col(0));
        assert_eq!(t.line(5), Line::Col(5));
        assert_eq!(t.line(7), Line::Row(0));
        assert_eq!(t.line(9), Line::Row(2));
        assert_eq!(t.line(14), Line::Col(6));
        assert_eq!(t.line(15), Line::Col(5));
        assert_eq!(t.line(19), Line::Col(1));
        assert_eq!(t.line(21), Line::Row(6));
        assert_eq!(t.line(25), Line::Row(2));
        assert_eq!(t.line(27), Line::Row(0));
        let six = Track::new(6);
        assert_eq!(six.len(), 24);
        assert_eq!(six.line(12), Line::Col(5));
        assert_eq!(six.line(23), Line::Row(0));
        assert_eq!(t.advance(26, 5), 3);
        assert_eq!(t.advance(27, 2), 1);
    }

    #[test]
    fn start_positions_of_the_default_layouts() {
        let expect: [(u8, &[u8]); 4] =
            [(2, &[0, 12]), (3, &[3, 12, 22]), (4, &[0, 7, 14, 21]), (5, &[3, 9, 15, 19, 25])];
        for (players, starts) in expect {
            let layout = StableLayout::default_for(players).unwrap();
            let track = Track::new(layout.grid_size);
            let got: Vec<u8> = layout.stables.iter().map(|&s| track.start_position(s).unwrap()).collect();
            assert_eq!(got, starts, "{players} players");
        }
        assert_eq!(Track::new(7).start_position(cell(3, 3)), None);
        for size in [6, 7] {
            let track = Track::new(size);
            for pos in 0..track.len() {
                assert_eq!(track.line_mask(pos), track.line(pos).mask(size));
                assert_eq!(track.line(pos), track.compute_line(pos));
            }
        }
        // The direct formula agrees with the definition on every cell of both grids.
        for size in [6, 7] {
            let track = Track::new(size);
            for c in grid_cells(7) {
                let by_definition =
                    (0..track.len()).find(|&p| track.cell(p) == c && track.cell(track.advance(p, 1)) != c);
                assert_eq!(track.start_position(c), by_definition, "{c} on {size}x{size}");
            }
        }
    }

    #[test]
    fn masks_agree_with_the_cell_iterators() {
        for size in [6, 7] {
            assert_eq!(mask_cells(grid_mask(size)).collect::<Vec<_>>(), grid_cells(size).collect::<Vec<_>>());
            for i in 0..size {
                for line in [Line::Row(i), Line::Col(i)] {
                    assert_eq!(mask_cells(line.mask(size)).collect::<Vec<_>>(), line.cells(size).collect::<Vec<_>>());
                }
            }
        }
        for cell in grid_cells(7) {
            let expected = cell.neighbours(7).into_iter().flatten().fold(0, |m, n| m | n.bit());
            assert_eq!(neighbour_mask(cell.bit()), expected, "{cell}");
            assert_eq!(cell.line_masks(), cell.lines().map(|line| line.mask(7)), "{cell}");
        }
    }

    /// A packed line counts and finds the same cells as the line's mask, for every line faced
    /// from the track and for masks covering every subset of the line, with cells elsewhere too.
    #[test]
    fn packed_lines_agree_with_masks() {
        let mut noise = 0x9E37_79B9_7F4A_7C15_u64;
        for size in [6, 7] {
            let track = Track::new(size);
            for pos in 0..track.len() {
                let (line, packing) = (track.line(pos), track.line_packing(pos));
                let cells: Vec<Cell> = line.cells(size).collect();
                for subset in 0..1u32 << size {
                    noise = noise.rotate_left(7).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                    let on_line = cells.iter().enumerate().filter(|&(k, _)| subset & 1 << k != 0);
                    let in_line = on_line.fold(0, |m, (_, c)| m | c.bit());
                    let mask = in_line | (noise & grid_mask(size) & !line.mask(size));
                    let packed = packing.pack(mask);
                    assert_eq!(packed.count(), in_line.count_ones(), "{line} {mask:#x}");
                    for (n, expected) in mask_cells(in_line).enumerate() {
                        assert_eq!(packing.nth_cell(packed, n), expected, "{line} {mask:#x} n={n}");
                    }
                }
            }
        }
    }

    #[test]
    fn lines_and_neighbours() {
        assert_eq!(Line::through(cell(0, 4), cell(0, 1)), Some(Line::Row(0)));
        assert_eq!(Line::through(cell(0, 4), cell(2, 2)), None);
        assert_eq!(Line::through(cell(3, 1), cell(0, 1)), Some(Line::Col(1)));
        assert_eq!(Line::Row(2).cells(6).count(), 6);
        let corner: Vec<Cell> = cell(0, 0).neighbours(7).into_iter().flatten().collect();
        assert_eq!(corner, vec![cell(1, 0), cell(0, 1)]);
        assert!(cell(6, 3).on_edge(7) && !cell(6, 3).on_edge(6) && !cell(3, 3).on_edge(7));
    }
}
