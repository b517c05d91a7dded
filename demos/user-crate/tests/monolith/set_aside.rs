//! The reproducer the engine printed for the faulty `VecMap` with seed 1 and the tests' budget
//! when its `insert` bug is set aside with `expect_failure`: the `remove` bug. Pasted verbatim
//! but for `#[should_panic]` and `#[rustfmt::skip]`, in a file of its own since its test has the
//! name of the `insert` bug's in `reproducers.rs`; `keep_going.rs` checks that the engine still
//! prints exactly it.

// The `VecMap` reproducers `use` the spec's trait, `crate::specs::MapApi`, as every
// reproducer of an `#[api]` trait does; but `VecMap`'s own methods, which the trait's
// implementation calls, shadow the trait's, so the `use` goes unused.
#![allow(unused_imports)]

#[test]
#[should_panic(expected = "assertion `left == right` failed\n  left: Some(0)\n right: None")]
#[rustfmt::skip]
fn map_reproducer() {
    use user_crate::map::faulty::VecMap;
    use crate::specs::MapApi;
    let mut m0 = VecMap::new();
    assert_eq!(m0.insert(0u8, 0u16), None);
    assert_eq!(m0.remove(&0u8), Some(0u16));
    assert_eq!(m0.remove(&0u8), None); // candidate returned Some(0)
}
