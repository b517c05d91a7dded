//! The feedback hash: a cheap, deterministic hash of a few words, shared by the environment
//! (the features a step adds, `env/mod.rs`) and feedback-guided random mode
//! (`driver/feedback.rs`).

/// A cheap, deterministic hash of a few words: a feature.
pub(crate) fn mix(words: &[u64]) -> u64 {
    let mut h: u64 = 0x9e37_79b9_7f4a_7c15;
    for &w in words {
        h = (h ^ w).wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
    }
    h
}
