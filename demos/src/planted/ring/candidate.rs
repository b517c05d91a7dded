//! The candidate: `capacity` slots, and a head and a tail index that wrap around them.
//!
//! The head is where the oldest element is, the tail where the next one goes; the length is
//! their distance. Both indices count modulo `2 * capacity` and pick their slot modulo
//! `capacity`, so that a full ring (distance `capacity`) and an empty one (distance 0) differ.
//!
//! **Planted bug** (`BUGGY = true`): the indices count modulo `capacity` only. Then a full
//! ring has its tail back on its head, exactly as an empty one, and is taken for empty: `len`
//! is 0, `is_full` is `false`, `pop` and `to_vec` find nothing, and `push` writes over the
//! oldest element and returns `true`. At any other length the distance is below `capacity`
//! and both moduli give the same length and the same slots: the ring is right.

/// A first-in first-out queue of `u32`s in a fixed array of `capacity` slots.
#[derive(Debug, Clone)]
pub struct Ring<const BUGGY: bool> {
    slots: Vec<u32>,
    /// The oldest element is in `slots[head % capacity]`.
    head: usize,
    /// The next element goes to `slots[tail % capacity]`.
    tail: usize,
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
            slots: vec![0; capacity],
            head: 0,
            tail: 0,
        }
    }

    fn capacity(&self) -> usize {
        self.slots.len()
    }

    /// What the indices count modulo: twice the capacity, so that a full ring's tail is not
    /// back on its head (the planted bug: the capacity itself).
    fn modulus(&self) -> usize {
        if BUGGY {
            self.capacity()
        } else {
            2 * self.capacity()
        }
    }

    /// Appends `x` at the back and returns `true`, or returns `false` and changes nothing when
    /// the ring is full.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::planted::ring::{Faulty, Working};
    /// let mut w = Working::new(2);
    /// assert!(w.push(1) && w.push(2));
    /// assert!(!w.push(3));
    /// assert_eq!(w.to_vec(), vec![1, 2]);
    /// let mut f = Faulty::new(2);
    /// assert!(f.push(1));
    /// assert_eq!(f.len(), 1); // right: not full
    /// assert!(f.push(2));
    /// assert_eq!(f.len(), 0); // the planted bug: full, taken for empty
    /// assert!(f.push(3)); // and 1 is overwritten
    /// ```
    pub fn push(&mut self, x: u32) -> bool {
        if self.is_full() {
            return false;
        }
        let slot = self.tail % self.capacity();
        self.slots[slot] = x;
        self.tail = (self.tail + 1) % self.modulus();
        true
    }

    /// Removes and returns the oldest element, or `None` when the ring is empty.
    pub fn pop(&mut self) -> Option<u32> {
        if self.is_empty() {
            return None;
        }
        let x = self.slots[self.head % self.capacity()];
        self.head = (self.head + 1) % self.modulus();
        Some(x)
    }

    /// The number of elements: the distance from the head to the tail.
    pub fn len(&self) -> usize {
        (self.tail + self.modulus() - self.head) % self.modulus()
    }

    /// Whether the ring is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether the ring holds `capacity` elements.
    pub fn is_full(&self) -> bool {
        self.len() == self.capacity()
    }

    /// The elements, oldest first.
    pub fn to_vec(&self) -> Vec<u32> {
        (0..self.len())
            .map(|i| self.slots[(self.head + i) % self.capacity()])
            .collect()
    }
}
