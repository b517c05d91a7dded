//! A vector of bytes that keeps the elements passing a predicate in place.

/// A vector of bytes with an in-place `retain`. With `BUGGY`, `retain` removes a failing
/// element and then steps past the one that moved into its place, so of two failing elements
/// in a row the second stays.
#[derive(Debug, Clone, Default)]
pub struct CompactVec<const BUGGY: bool> {
    items: Vec<u8>,
}

/// The candidate with the planted bug.
pub type Faulty = CompactVec<true>;

/// The correct candidate.
pub type Working = CompactVec<false>;

impl<const BUGGY: bool> CompactVec<BUGGY> {
    /// An empty vector.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(demos::retain::Working::new().to_vec().is_empty());
    /// ```
    pub fn new() -> Self {
        CompactVec { items: Vec::new() }
    }

    /// Appends `x`.
    pub fn push(&mut self, x: u8) {
        self.items.push(x);
    }

    /// Keeps the elements for which `keep` returns `true`, in their order, and returns how many
    /// are left.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut v = demos::retain::Working::new();
    /// for x in [5, 1, 7, 7, 2] {
    ///     v.push(x);
    /// }
    /// assert_eq!(v.retain(|x| *x < 6), 3);
    /// assert_eq!(v.to_vec(), [5, 1, 2]);
    /// ```
    pub fn retain(&mut self, keep: impl Fn(&u8) -> bool) -> usize {
        if BUGGY {
            let mut i = 0;
            while i < self.items.len() {
                if !keep(&self.items[i]) {
                    self.items.remove(i);
                }
                i += 1;
            }
        } else {
            let mut kept = 0;
            for read in 0..self.items.len() {
                if keep(&self.items[read]) {
                    self.items[kept] = self.items[read];
                    kept += 1;
                }
            }
            self.items.truncate(kept);
        }
        self.items.len()
    }

    /// The elements, in order.
    pub fn to_vec(&self) -> Vec<u8> {
        self.items.clone()
    }
}
