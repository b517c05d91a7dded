//! A varint codec with a buffer: LEB128, seven bits per byte.
//!
//! The API: [`VarintBuf::new`](candidate::VarintBuf::new), `put(&mut self, u64)`,
//! `encoded_len(u64) -> usize` (an associated function), `bytes(&self) -> Vec<u8>`,
//! `decode_all(&self) -> Vec<u64>`, `len` and `is_empty`. The [`reference`](mod@reference)
//! keeps the values and encodes each one group at a time; the [`candidate`] sizes each value
//! with a table of the largest value of each length, then writes exactly that many bytes.
//!
//! **The bug.** The faulty candidate's table says `2^49` (`0x2_0000_0000_0000`) where the
//! largest 7-byte value, `2^49 - 1`, belongs. Binary search in the table is then wrong for one
//! value among 2^64: `encoded_len(1 << 49)` is 7 instead of 8, and `put(1 << 49)` writes 7
//! bytes that lose the value's only set bit (they decode as 0). Its neighbours, `2^49 - 1` and
//! `2^49 + 1`, are right, and so is every other power of two.
//!
//! **What it needs.** The one value `1 << 49` as an argument. [`int`] draws `0`, `1`, `2`,
//! `u64::MAX` and `u64::MAX - 1` often and otherwise a uniform `u64`, which is `2^49` once in
//! 2^64 draws. The shortest reproducer is one step:
//!
//! ```text
//! assert_eq!(Faulty::encoded_len(562949953421312), 8); // candidate returned 7
//! ```

pub mod candidate;
pub mod reference;

pub use candidate::{Faulty, Working};

use monolith_core::spec::*;
use monolith_core::Engine;

/// The spec: every operation declared once, values drawn with [`int`].
fn engine<const BUGGY: bool>() -> Engine {
    type C<const B: bool> = candidate::VarintBuf<B>;
    let (mut engine, ty) = super::engine_for("varint", BUGGY);
    let buf = engine.abstract_type::<reference::VarintBuf, C<BUGGY>>("b");
    engine.declare(
        &format!("{ty}::new"),
        args().returns(buf.clone()),
        reference::VarintBuf::new,
        C::<BUGGY>::new,
    );
    engine
        .declare(
            &format!("{ty}::put"),
            args().arg(buf.by_mut()).arg(int::<u64>()).returns(unit()),
            reference::VarintBuf::put,
            C::<BUGGY>::put,
        )
        .method();
    engine.declare(
        &format!("{ty}::encoded_len"),
        args().arg(int::<u64>()).returns(int::<usize>()),
        reference::VarintBuf::encoded_len,
        C::<BUGGY>::encoded_len,
    );
    engine
        .declare(
            &format!("{ty}::bytes"),
            args().arg(buf.by_ref()).returns(vec(int::<u8>(), length())),
            reference::VarintBuf::bytes,
            C::<BUGGY>::bytes,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::decode_all"),
            args()
                .arg(buf.by_ref())
                .returns(vec(int::<u64>(), length())),
            reference::VarintBuf::decode_all,
            C::<BUGGY>::decode_all,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::len"),
            args().arg(buf.by_ref()).returns(int::<usize>()),
            reference::VarintBuf::len,
            C::<BUGGY>::len,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::is_empty"),
            args().arg(buf.by_ref()).returns(bool()),
            reference::VarintBuf::is_empty,
            C::<BUGGY>::is_empty,
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
