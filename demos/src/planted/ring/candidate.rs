//! The candidate: a buffer that grows one slot per push up to `capacity` slots, then reuses
//! them in turn, the slot of the oldest element first.
//!
//! While the buffer grows, a push appends a slot, and the next push goes to slot `buf.len()`.
//! Once it has all its slots, a push writes slot `next` and moves `next` on by one; `next`
//! wraps lazily: a push that finds it at `capacity` writes slot 0. So `next` is 0 until the
//! first push that reuses a slot, and in `1..=capacity` ever after. Either way the *tail*, the
//! slot of the next push modulo `capacity`, is `Ring::tail`; the newest element is in the
//! slot before it, and the oldest `len` slots before it.
//!
//! **Planted bug** (`BUGGY = true`): `last` reads slot `tail - 1`, forgetting to wrap it: when
//! the tail is 0 the subtraction overflows and `last` panics (`attempt to subtract with
//! overflow`; in a build without overflow checks the index is `usize::MAX` and out of bounds).
//! The working `last` reads slot `(tail + capacity - 1) % capacity`. Since `next` wraps lazily,
//! the tail of a ring with elements is 0 only in one state: the buffer has just received its
//! last slot, and no push has reused one yet (exactly `capacity` pushes so far). Everything
//! else is shared by both candidates and right.

/// A bounded first-in first-out log of `u32`s: a push on a full ring drops the oldest element.
#[derive(Debug, Clone)]
pub struct Ring<const BUGGY: bool> {
    /// The slots: one more per push until there are `capacity` of them, then reused in turn.
    buf: Vec<u32>,
    capacity: usize,
    /// Once `buf` has all its slots: the slot the next push writes, where `capacity` stands
    /// for 0 (the push wraps it first). It is 0 until a push reuses a slot, and in
    /// `1..=capacity` after.
    next: usize,
    /// The number of elements.
    len: usize,
}

/// The candidate with the planted bug.
pub type Faulty = Ring<true>;
/// The correct candidate.
pub type Working = Ring<false>;

impl<const BUGGY: bool> Ring<BUGGY> {
    /// An empty ring of `capacity` slots.
    ///
    /// # Panics
    ///
    /// When `capacity` is 0.
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "a ring holds at least one element");
        Ring {
            buf: Vec::with_capacity(capacity),
            capacity,
            next: 0,
            len: 0,
        }
    }

    /// The slot the next push writes, modulo `capacity`: `buf.len()` while the buffer grows,
    /// then `next`. Both candidates share it; it is right modulo `capacity` (0 and `capacity`
    /// are the same slot).
    fn tail(&self) -> usize {
        if self.buf.len() < self.capacity {
            self.buf.len()
        } else {
            self.next
        }
    }

    /// The slot of the oldest element (when there is one).
    fn head(&self) -> usize {
        (self.tail() + self.capacity - self.len) % self.capacity
    }

    /// Appends `x` at the back. When the ring is full, drops the oldest element to make room
    /// and returns it; else returns `None`.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::planted::ring::{Faulty, Working};
    /// let mut w = Working::new(2);
    /// assert_eq!((w.push(1), w.push(2)), (None, None));
    /// assert_eq!(w.last(), Some(2));
    /// assert_eq!(w.push(3), Some(1));
    /// assert_eq!((w.to_vec(), w.last()), (vec![2, 3], Some(3)));
    /// let mut f = Faulty::new(2);
    /// f.push(1);
    /// assert_eq!(f.last(), Some(1)); // right: the tail is 1
    /// f.push(2); // exactly full: the tail is 0
    /// assert!(std::panic::catch_unwind(|| f.last()).is_err()); // the planted bug
    /// f.push(3); // a slot reused: the tail is 1 again
    /// assert_eq!(f.last(), Some(3)); // right again
    /// ```
    pub fn push(&mut self, x: u32) -> Option<u32> {
        if self.buf.len() < self.capacity {
            // Still growing: the elements end at `buf.len()`, and the ring is not full.
            self.buf.push(x);
            self.len += 1;
            return None;
        }
        if self.next == self.capacity {
            self.next = 0;
        }
        let old = std::mem::replace(&mut self.buf[self.next], x);
        self.next += 1;
        if self.len == self.capacity {
            // Full: the slot written held the oldest element.
            Some(old)
        } else {
            self.len += 1;
            None
        }
    }

    /// Removes and returns the oldest element, or `None` when the ring is empty.
    pub fn pop(&mut self) -> Option<u32> {
        if self.len == 0 {
            return None;
        }
        let x = self.buf[self.head()];
        self.len -= 1;
        Some(x)
    }

    /// The newest element, or `None` when the ring is empty.
    pub fn last(&self) -> Option<u32> {
        if self.len == 0 {
            return None;
        }
        let slot = if BUGGY {
            // The planted bug: no wrap, wrong (a panic) when the tail is 0.
            self.tail() - 1
        } else {
            (self.tail() + self.capacity - 1) % self.capacity
        };
        Some(self.buf[slot])
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the ring is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether the ring holds `capacity` elements (the next push drops one).
    pub fn is_full(&self) -> bool {
        self.len == self.capacity
    }

    /// The elements, oldest first.
    pub fn to_vec(&self) -> Vec<u32> {
        let head = self.head();
        (0..self.len)
            .map(|i| self.buf[(head + i) % self.capacity])
            .collect()
    }
}
