//! The reference: every sample, kept; buckets counted by shifting, quantiles by sorting.

/// A histogram of `u64` samples in log2 buckets.
#[derive(Debug, Clone, Default)]
pub struct Histogram {
    samples: Vec<u64>,
}

/// The bucket of `x`: its number of significant bits (0 for 0, 1 for 1, 2 for 2 and 3, ...,
/// 64 for `2^63` and above).
pub fn bucket(x: u64) -> u8 {
    let (mut bits, mut rest) = (0, x);
    while rest > 0 {
        rest >>= 1;
        bits += 1;
    }
    bits
}

impl Histogram {
    /// An empty histogram.
    pub fn new() -> Histogram {
        Histogram::default()
    }

    /// Records the sample `x`.
    pub fn record(&mut self, x: u64) {
        self.samples.push(x);
    }

    /// The number of samples.
    pub fn count(&self) -> u64 {
        self.samples.len() as u64
    }

    /// The number of samples in bucket `b` (0 beyond the last bucket, 64).
    pub fn bucket_count(&self, b: u8) -> u64 {
        self.samples.iter().filter(|&&x| bucket(x) == b).count() as u64
    }

    /// The largest sample.
    pub fn max(&self) -> Option<u64> {
        self.samples.iter().copied().max()
    }

    /// The bucket of the sample of rank `ceil(percent * count / 100)` (at least 1) in increasing
    /// order; `None` when there is no sample.
    ///
    /// # Panics
    ///
    /// When `percent` is above 100.
    pub fn quantile_bucket(&self, percent: u8) -> Option<u8> {
        assert!(percent <= 100, "a percentage");
        let mut sorted = self.samples.clone();
        sorted.sort_unstable();
        let rank = (u64::from(percent) * self.count()).div_ceil(100).max(1);
        sorted.get(rank as usize - 1).map(|&x| bucket(x))
    }
}
