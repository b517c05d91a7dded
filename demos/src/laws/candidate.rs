//! The candidates: text and number helpers whose laws the spec states, with no reference.

/// A space squeezer and a histogram's bucket index; `BUGGY` plants both bugs.
#[derive(Debug, Clone, Copy)]
pub struct Helpers<const BUGGY: bool>;

/// The candidate with the planted bugs.
pub type Faulty = Helpers<true>;

/// The correct candidate.
pub type Working = Helpers<false>;

impl<const BUGGY: bool> Helpers<BUGGY> {
    /// `s` without spaces at either end, and with each run of spaces inside it made one.
    ///
    /// **Planted bug** (`BUGGY`): one pass of `replace("  ", " ")`, which makes a run of three
    /// spaces two, not one.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::laws::{Faulty, Working};
    /// assert_eq!(Working::squeeze(" a   b ".to_string()), "a b");
    /// assert_eq!(Faulty::squeeze(" a   b ".to_string()), "a  b");
    /// ```
    pub fn squeeze(s: String) -> String {
        let trimmed = s.trim_matches(' ');
        if BUGGY {
            trimmed.replace("  ", " ")
        } else {
            trimmed
                .split(' ')
                .filter(|w| !w.is_empty())
                .collect::<Vec<_>>()
                .join(" ")
        }
    }

    /// The bucket of a latency histogram where `n` falls: one bucket for each value below
    /// 16, then one for each power of two (`16..32` is bucket 16, `32..64` bucket 17, ...).
    ///
    /// **Planted bug** (`BUGGY`): the logarithmic buckets do not start after the linear ones
    /// (`ilog2(n)` instead of `12 + ilog2(n)`), so `16..32` falls in bucket 4, below the
    /// buckets of 5 to 15.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::laws::{Faulty, Working};
    /// assert_eq!(Working::bucket(15), 15);
    /// assert_eq!(Working::bucket(16), 16);
    /// assert_eq!(Faulty::bucket(16), 4);
    /// ```
    pub fn bucket(n: u32) -> u32 {
        let offset = if BUGGY { 0 } else { 12 };
        if n < 16 {
            n
        } else {
            offset + n.ilog2()
        }
    }
}
