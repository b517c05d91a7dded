//! The candidate: 65 counters, one per bucket, a total and a maximum; a sample's bucket is its
//! number of significant bits, counted on 32 bits when it fits in 32 bits (most samples of
//! latencies or sizes do), on 64 bits otherwise; quantiles walk the cumulative counts.
//!
//! **Planted bug** (`BUGGY = true`): the test for "fits in 32 bits" is `x <= 1 << 32` where
//! `x < 1 << 32` belongs. The one value `2^32` takes the 32-bit path, where it truncates to 0:
//! it lands in bucket 0 instead of bucket 33. Every other value, `2^32 - 1` and `2^32 + 1`
//! included, lands right.

/// The number of buckets: 0 for the sample 0, then `b` for samples of `b` significant bits.
const BUCKETS: usize = 65;

/// The bucket of `x`: its number of significant bits.
///
/// # Examples
///
/// ```
/// use demos::planted::histogram::candidate::bucket;
/// assert_eq!(bucket::<false>(0), 0);
/// assert_eq!(bucket::<false>(3), 2);
/// assert_eq!(bucket::<false>(1 << 32), 33);
/// assert_eq!(bucket::<true>((1 << 32) - 1), 32);
/// assert_eq!(bucket::<true>((1 << 32) + 1), 33);
/// assert_eq!(bucket::<true>(1 << 32), 0); // the planted bug
/// ```
pub fn bucket<const BUGGY: bool>(x: u64) -> usize {
    let fits = if BUGGY { x <= 1 << 32 } else { x < 1 << 32 };
    if fits {
        (u32::BITS - (x as u32).leading_zeros()) as usize
    } else {
        (u64::BITS - x.leading_zeros()) as usize
    }
}

/// A histogram of `u64` samples in log2 buckets.
#[derive(Debug, Clone)]
pub struct Histogram<const BUGGY: bool> {
    counts: [u64; BUCKETS],
    total: u64,
    max: Option<u64>,
}

/// The candidate with the planted bug.
pub type Faulty = Histogram<true>;
/// The correct candidate.
pub type Working = Histogram<false>;

impl<const BUGGY: bool> Default for Histogram<BUGGY> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const BUGGY: bool> Histogram<BUGGY> {
    /// An empty histogram.
    pub fn new() -> Self {
        Histogram {
            counts: [0; BUCKETS],
            total: 0,
            max: None,
        }
    }

    /// Records the sample `x`.
    pub fn record(&mut self, x: u64) {
        self.counts[bucket::<BUGGY>(x)] += 1;
        self.total += 1;
        self.max = self.max.max(Some(x));
    }

    /// The number of samples.
    pub fn count(&self) -> u64 {
        self.total
    }

    /// The number of samples in bucket `b` (0 beyond the last bucket, 64).
    pub fn bucket_count(&self, b: u8) -> u64 {
        self.counts.get(usize::from(b)).copied().unwrap_or(0)
    }

    /// The largest sample.
    pub fn max(&self) -> Option<u64> {
        self.max
    }

    /// The bucket of the sample of rank `ceil(percent * count / 100)` (at least 1) in increasing
    /// order: the first bucket where the cumulative count reaches that rank; `None` when there
    /// is no sample.
    ///
    /// # Panics
    ///
    /// When `percent` is above 100.
    pub fn quantile_bucket(&self, percent: u8) -> Option<u8> {
        assert!(percent <= 100, "a percentage");
        if self.total == 0 {
            return None;
        }
        let rank = (u64::from(percent) * self.total).div_ceil(100).max(1);
        let mut seen = 0;
        for (b, &n) in self.counts.iter().enumerate() {
            seen += n;
            if seen >= rank {
                return Some(b as u8);
            }
        }
        unreachable!("the counts add up to the total")
    }
}
