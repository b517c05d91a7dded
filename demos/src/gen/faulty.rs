//! A generator with a byte-wide counter. **Planted bug:** the counter is a `u8` that advances
//! by 100, so it wraps around on the fourth call: 0, 100, 200, then 44. Expected reproducer
//! (5 steps: `new` and four calls to `next` on the same generator; no shorter scenario can go
//! backwards):
//!
//! ```text
//! let mut g0 = Gen::new();
//! let v1_0 = g0.next();
//! assert_eq!(v1_0, 0);
//! let v2_0 = g0.next();
//! assert_eq!(v2_0, 100);
//! let v3_0 = g0.next();
//! assert_eq!(v3_0, 200);
//! let v4_0 = g0.next();
//! assert!(v4_0 > 200); // candidate returned 44
//! ```

use super::GenApi;

/// An increasing-sequence generator whose state fits in a byte.
#[derive(Debug, Clone, Default)]
pub struct Gen {
    counter: u8,
}

impl GenApi for Gen {
    /// A fresh generator.
    fn new() -> Gen {
        Gen { counter: 0 }
    }

    /// The next value: the counter, which then advances by 100 and wraps past 255 (the bug).
    fn next(&mut self) -> i64 {
        let value = self.counter;
        self.counter = self.counter.wrapping_add(100);
        i64::from(value)
    }
}
