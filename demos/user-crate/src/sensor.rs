//! A sensor, the dependency of a client, [`client::average`]: its trait, [`Sensor`], has
//! `#[stub]`, which generates [`SensorStub`], a fake sensor that checks that a client calls
//! it in the order of its protocol, `"connect" "read"* "disconnect"`, and answers each `read`
//! from a tape of bytes.

pub mod client;
pub mod faulty;

use monolith_core::stub;

/// The reading of a sensor that failed.
pub const SATURATED: u16 = u16::MAX;

/// A sensor, as its clients see it: a session is a `connect`, `read`s, then a `disconnect`.
#[stub(
    protocol = r#"session: "connect" "read"* "disconnect";"#,
    path = "user_crate::sensor::SensorStub"
)]
pub trait Sensor {
    /// Opens a session: the first call.
    fn connect(&mut self);
    /// The next reading, `None` when there is none left; [`SATURATED`] when the sensor
    /// failed.
    fn read(&mut self) -> Option<u16>;
    /// Ends the session: the last call.
    fn disconnect(&mut self);
}
