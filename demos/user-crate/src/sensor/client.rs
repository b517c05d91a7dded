//! A client of a [`Sensor`]: the mean of its readings.

use super::{Sensor, SATURATED};

/// The mean of at most `samples` readings of `sensor`, rounded down, in one session: `None`
/// when it has no reading or one of them is [`SATURATED`]. The session is closed either way.
///
/// # Examples
///
/// ```
/// use user_crate::sensor::{client, SensorStub};
/// // A tape that answers no reading.
/// assert_eq!(client::average(SensorStub::from_tape(&[]), 4), None);
/// ```
pub fn average<S: Sensor>(mut sensor: S, samples: u8) -> Option<u16> {
    sensor.connect();
    let (mut sum, mut count, mut failed) = (0u32, 0u32, false);
    for _ in 0..samples {
        match sensor.read() {
            None => break,
            Some(SATURATED) => {
                failed = true;
                break;
            }
            Some(x) => {
                sum += u32::from(x);
                count += 1;
            }
        }
    }
    sensor.disconnect();
    if failed || count == 0 {
        return None;
    }
    u16::try_from(sum / count).ok()
}
