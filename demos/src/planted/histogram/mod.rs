//! A histogram of `u64` samples in log2 buckets.
//!
//! The API: [`Histogram::new`](candidate::Histogram::new), `record(&mut self, u64)`,
//! `count(&self) -> u64`, `bucket_count(&self, b: u8) -> u64`, `max(&self) -> Option<u64>` and
//! `quantile_bucket(&self, percent: u8) -> Option<u8>` (a percentage, at most 100). Bucket `b`
//! holds the samples of `b` significant bits: 0 alone in bucket 0, 1 in bucket 1, 2 and 3 in
//! bucket 2, `2^(b-1)` to `2^b - 1` in bucket `b`. The [`reference`](mod@reference) keeps
//! every sample; the [`candidate`] keeps 65 counters and counts bits on 32 bits when a sample
//! fits in 32 bits.
//!
//! **The bug.** The faulty candidate's test for "fits in 32 bits" is `x <= 1 << 32`. The one
//! value `2^32` then truncates to 0 and lands in bucket 0 instead of bucket 33; every other
//! value lands right, its neighbours `2^32 - 1` (bucket 32) and `2^32 + 1` (bucket 33)
//! included. `count` and `max` stay right; `bucket_count` and `quantile_bucket` go wrong.
//!
//! **What it needs.** The one value `1 << 32` as a sample. [`int`] draws `0`, `1`, `2`,
//! `u64::MAX` and `u64::MAX - 1` often and otherwise a uniform `u64`, which is `2^32` once in
//! 2^64 draws. The shortest reproducer has 3 steps:
//!
//! ```text
//! let mut h0 = Faulty::new();
//! h0.record(4294967296);
//! assert_eq!(h0.bucket_count(33), 1); // candidate returned 0
//! ```

pub mod candidate;
pub mod reference;

pub use candidate::{Faulty, Working};

use monolith_core::spec::*;
use monolith_core::Engine;

/// The spec: every operation declared once, samples drawn with [`int`], buckets with
/// `int::<u8>()`, percentages within 100 (the API's contract).
fn engine<const BUGGY: bool>() -> Engine {
    type C<const B: bool> = candidate::Histogram<B>;
    type R = reference::Histogram;
    let (mut engine, ty) = super::engine_for("histogram", BUGGY);
    let hist = engine.abstract_type::<R, C<BUGGY>>("h");
    engine.declare(
        &format!("{ty}::new"),
        args().returns(hist.clone()),
        R::new,
        C::<BUGGY>::new,
    );
    engine
        .declare(
            &format!("{ty}::record"),
            args().arg(hist.by_mut()).arg(int::<u64>()).returns(unit()),
            R::record,
            C::<BUGGY>::record,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::count"),
            args().arg(hist.by_ref()).returns(int::<u64>()),
            R::count,
            C::<BUGGY>::count,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::bucket_count"),
            args()
                .arg(hist.by_ref())
                .arg(int::<u8>())
                .returns(int::<u64>()),
            R::bucket_count,
            C::<BUGGY>::bucket_count,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::max"),
            args().arg(hist.by_ref()).returns(option(int::<u64>())),
            R::max,
            C::<BUGGY>::max,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::quantile_bucket"),
            args()
                .arg(hist.by_ref())
                .arg(closed(0u8, 100))
                .returns(option(int::<u8>())),
            R::quantile_bucket,
            C::<BUGGY>::quantile_bucket,
        )
        .method();
    engine
}

/// The engine of the faulty candidate.
pub fn faulty_engine() -> Engine {
    engine::<true>()
}

/// The engine of the working candidate.
pub fn working_engine() -> Engine {
    engine::<false>()
}
