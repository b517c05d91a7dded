//! The candidate: the total of a list of floats, documented as independent of the list's
//! order.
//!
//! **Planted bug** (`BUGGY = true`): the total adds left to right, and floating-point addition
//! is not associative, so the order matters: `[2^53, 1.0, 1.0]` totals `2^53`, its reverse
//! `2^53 + 2`. The working candidate adds in one canonical order, the values sorted.

/// Totals of float lists: the candidate with the planted bug when `BUGGY`.
#[derive(Debug, Clone, Copy, Default)]
pub struct Summer<const BUGGY: bool>;

/// The candidate with the planted bug.
pub type Faulty = Summer<true>;
/// The correct candidate.
pub type Working = Summer<false>;

impl<const BUGGY: bool> Summer<BUGGY> {
    /// The total of `xs`, whatever their order.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::floatsum::{Faulty, Working};
    /// let xs = vec![9007199254740992.0, 1.0, 1.0];
    /// let ys: Vec<f64> = xs.iter().rev().copied().collect();
    /// assert_eq!(Working::total(xs.clone()), Working::total(ys.clone()));
    /// assert_ne!(Faulty::total(xs), Faulty::total(ys)); // the planted bug
    /// ```
    pub fn total(mut xs: Vec<f64>) -> f64 {
        if !BUGGY {
            xs.sort_by(f64::total_cmp);
        }
        xs.iter().sum()
    }
}
