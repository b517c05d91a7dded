//! A client of a [`Sensor`] with a planted bug: it forgets to disconnect when the sensor fails.

use super::{Sensor, SATURATED};

/// The mean of at most `samples` readings of `sensor`, as [`super::client::average`].
/// **Planted bug:** on a [`SATURATED`] reading it returns at once, and leaves the session open.
pub fn average<S: Sensor>(mut sensor: S, samples: u8) -> Option<u16> {
    sensor.connect();
    let (mut sum, mut count) = (0u32, 0u32);
    for _ in 0..samples {
        match sensor.read() {
            None => break,
            Some(SATURATED) => return None,
            Some(x) => {
                sum += u32::from(x);
                count += 1;
            }
        }
    }
    sensor.disconnect();
    if count == 0 {
        return None;
    }
    u16::try_from(sum / count).ok()
}
