//! The reproducers the engine printed for this crate's faulty candidates, with seed 1 and the
//! tests' budget, pasted verbatim but for `#[should_panic]` and `#[rustfmt::skip]` above each
//! function (so that the paste stays as printed). Each compiles in this test crate, uses the
//! candidate alone and fails; `found.rs` and `keep_going.rs` check that the engine still prints
//! exactly these.

// The `VecMap` reproducers `use` the spec's trait, `crate::specs::MapApi`, as every
// reproducer of an `#[api]` trait does; but `VecMap`'s own methods, which the trait's
// implementation calls, shadow the trait's, so the `use` goes unused.
#![allow(unused_imports)]

// The faulty `VecMap`: its `insert` bug, the first failure of seed 1.
#[test]
#[should_panic(expected = "assertion `left == right` failed\n  left: Some(1)\n right: Some(0)")]
#[rustfmt::skip]
fn map_reproducer() {
    use user_crate::map::faulty::VecMap;
    use crate::specs::MapApi;
    let mut m0 = VecMap::new();
    assert_eq!(m0.insert(0u8, 0u16), None);
    assert_eq!(m0.insert(0u8, 1u16), Some(0u16)); // candidate returned Some(1)
}

// The faulty `VecMap`: its `remove` bug, the second failure of seed 1 when the run keeps going.
#[test]
#[should_panic(expected = "assertion `left == right` failed\n  left: 1\n right: 0")]
#[rustfmt::skip]
fn map_reproducer_2() {
    use user_crate::map::faulty::VecMap;
    use crate::specs::MapApi;
    let mut m0 = VecMap::new();
    assert_eq!(m0.insert(0u8, 0u16), None);
    assert_eq!(m0.remove(&0u8), Some(0u16));
    assert_eq!(m0.len(), 0usize); // candidate returned 1
}

// The faulty stack machine.
#[test]
#[should_panic(expected = "assertion `left == right` failed\n  left: 1\n right: 0")]
#[rustfmt::skip]
fn machine_reproducer() {
    use user_crate::machine::faulty::Machine;
    use user_crate::machine::StackMachine;
    let mut s0 = Machine::new();
    assert_eq!(s0.execute(user_crate::machine::Command::Push(0u8)), None);
    assert_eq!(s0.execute(user_crate::machine::Command::Clear), None);
    assert_eq!(s0.depth(), 0usize); // candidate returned 1
}

// The faulty `parse_version`.
#[test]
#[should_panic(expected = "assertion `left == right` failed\n  left: None\n right: Some((0, 0, 0))")]
#[rustfmt::skip]
fn parse_version_reproducer() {
    use user_crate::version::faulty::parse_version;
    assert_eq!(parse_version("0.0.0+-"), Some((0u64, 0u64, 0u64))); // candidate returned None
}

// The faulty client of the sensor.
#[test]
#[should_panic(expected = "Sensor stub: dropped after `connect`, `read`, an incomplete history")]
#[rustfmt::skip]
fn sensor_reproducer() {
    use user_crate::sensor::faulty::average;
    let _ = average(user_crate::sensor::SensorStub::from_tape(&[1, 4]), 1u8); // the candidate panics: Sensor stub: dropped after `connect`, `read`, an incomplete history (expected one of `read`, `disconnect`); the calls so far: connect(), read() -> Some(u16::MAX)
}
