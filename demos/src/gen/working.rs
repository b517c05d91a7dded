//! A correct candidate: it advances by pseudo-random positive steps, so its sequences are not
//! the ones a deterministic reference would predict, yet every one is increasing.

use super::GenApi;

/// An increasing-sequence generator with pseudo-random gaps.
#[derive(Debug, Clone)]
pub struct Gen {
    last: i64,
    state: u32,
}

impl Default for Gen {
    fn default() -> Self {
        Gen::new()
    }
}

impl GenApi for Gen {
    /// A fresh generator.
    fn new() -> Gen {
        Gen {
            last: -1,
            state: 0x9e37_79b9,
        }
    }

    /// The next value: the last one plus a step between 1 and 8 (the first is at most 7).
    ///
    /// # Panics
    ///
    /// After about 2⁶⁰ calls, when the value would overflow `i64`.
    fn next(&mut self) -> i64 {
        // xorshift32
        self.state ^= self.state << 13;
        self.state ^= self.state >> 17;
        self.state ^= self.state << 5;
        let step = i64::from(self.state % 8) + 1;
        self.last = self
            .last
            .checked_add(step)
            .expect("the generator is exhausted");
        self.last
    }
}
