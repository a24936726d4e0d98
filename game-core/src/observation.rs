//! Observation tensors as a sequence of named sections.
//!
//! A game lists its sections once, as a table of `(name, rows, cols)`; a section of shape
//! `(rows, cols)` occupies `rows * cols` numbers, row-major, right after the previous one.
//! [`Sections`] answers the size of the tensor (at compile time) and where a section starts,
//! and its [`Writer`] hands out the sections in table order.

/// One section of an observation: `(name, rows, cols)`.
pub type Section = (&'static str, usize, usize);

/// The sections of an observation tensor, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sections(&'static [Section]);

impl Sections {
    /// The layout of `table`.
    pub const fn new(table: &'static [Section]) -> Sections {
        Sections(table)
    }

    /// The table, in order.
    pub const fn table(self) -> &'static [Section] {
        self.0
    }

    /// The length of the tensor: the sum of the sections' sizes.
    pub const fn size(self) -> usize {
        let mut total = 0;
        let mut i = 0;
        while i < self.0.len() {
            total += self.0[i].1 * self.0[i].2;
            i += 1;
        }
        total
    }

    /// Where the section `name` starts and its shape: `(offset, rows, cols)`, or `None` for an
    /// unknown name.
    pub fn offset(self, name: &str) -> Option<(usize, usize, usize)> {
        let mut offset = 0;
        for &(section, rows, cols) in self.0 {
            if section == name {
                return Some((offset, rows, cols));
            }
            offset += rows * cols;
        }
        None
    }

    /// A writer of `out`, which holds the whole tensor, starting at the first section.
    pub fn writer(self, out: &mut [f32]) -> Writer<'_> {
        Writer { sections: self.0, out, offset: 0, index: 0 }
    }
}

/// Hands out the sections of a tensor in order, checking (in debug builds) each name against
/// the table.
#[derive(Debug)]
pub struct Writer<'a> {
    sections: &'static [Section],
    out: &'a mut [f32],
    offset: usize,
    index: usize,
}

impl Writer<'_> {
    /// Starts the next section, which must be `name`, and returns its slice.
    ///
    /// # Panics
    /// If every section has been written, or if the tensor is too short; in debug builds, if
    /// the next section is not `name`.
    #[inline]
    pub fn section(&mut self, name: &str) -> &mut [f32] {
        let (expected, rows, cols) = self.sections[self.index];
        debug_assert_eq!(expected, name, "sections are written in the documented order");
        let start = self.offset;
        self.offset += rows * cols;
        self.index += 1;
        &mut self.out[start..self.offset]
    }

    /// Ends the tensor; in debug builds, checks that every section was written.
    #[inline]
    pub fn finish(self) {
        debug_assert_eq!(self.index, self.sections.len(), "every section is written");
        debug_assert_eq!(self.offset, Sections(self.sections).size());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLE: [Section; 3] = [("a", 1, 2), ("b", 3, 4), ("c", 1, 1)];
    const SECTIONS: Sections = Sections::new(&TABLE);
    const SIZE: usize = SECTIONS.size();

    #[test]
    fn sections_follow_each_other() {
        assert_eq!(SIZE, 15);
        assert_eq!(SECTIONS.offset("a"), Some((0, 1, 2)));
        assert_eq!(SECTIONS.offset("b"), Some((2, 3, 4)));
        assert_eq!(SECTIONS.offset("c"), Some((14, 1, 1)));
        assert_eq!(SECTIONS.offset("d"), None);
        let mut out = [0.0; SIZE];
        let mut w = SECTIONS.writer(&mut out);
        w.section("a")[1] = 1.0;
        assert_eq!(w.section("b").len(), 12);
        w.section("c")[0] = 2.0;
        w.finish();
        assert_eq!((out[1], out[14]), (1.0, 2.0));
    }
}
