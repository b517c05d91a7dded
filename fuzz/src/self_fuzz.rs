//! Fuzzing the engine itself: arbitrary bytes and arbitrary settings against every working
//! demo. Any input must give a clean pass: an engine panic is a crash, and so is any failure
//! report, since a working candidate has no bug to report (a false alarm).

use std::cell::RefCell;

use monolith_core::engine::Generation;
use monolith_core::{Config, Engine};

thread_local! {
    /// Every working demo's engine, built on the first input of the thread.
    static ENGINES: RefCell<Vec<(&'static str, Engine)>> = const { RefCell::new(Vec::new()) };
}

/// The settings an input chooses with its first four bytes: a working demo (byte 0), a fuel
/// from 1 to 400 (bytes 1 and 2), and which generation tactics are on (the bits of byte 3).
fn settings(data: &[u8], demos: usize) -> (usize, Config, Generation) {
    let byte = |i: usize| data.get(i).copied().unwrap_or(0);
    let fuel = 1 + usize::from(u16::from_le_bytes([byte(1), byte(2)])) % 400;
    let bits = byte(3);
    let mut g = Generation::none();
    g.swarm = bits & 1 != 0;
    g.lengths = bits & 2 != 0;
    g.recency = bits & 4 != 0;
    g.pool = bits & 8 != 0;
    g.boundaries = bits & 16 != 0;
    g.feedback = bits & 32 != 0;
    g.complete = bits & 64 != 0;
    let config = Config::default().fuel(fuel).shrink(false);
    (usize::from(byte(0)) % demos, config, g)
}

/// Runs one scenario of a working demo from `data` (after its four bytes of settings).
///
/// # Panics
///
/// On a failure report: a false alarm on a correct candidate.
pub fn self_fuzz(data: &[u8]) {
    ENGINES.with(|cell| {
        let mut engines = cell.borrow_mut();
        if engines.is_empty() {
            engines.extend(
                demos::all()
                    .filter(|d| !d.faulty)
                    .map(|d| (d.name, (d.engine)())),
            );
        }
        let (k, config, g) = settings(data, engines.len());
        let (name, engine) = &mut engines[k];
        engine.generation(g);
        if let Err(report) = engine.run_bytes_with(data.get(4..).unwrap_or(&[]), &config) {
            panic!("monolith-fuzz: a false alarm on the working demo {name}:\n{report}");
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pseudo_random_inputs_pass_on_every_working_demo_under_every_setting() {
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for i in 0..4_000u32 {
            let len = (i % 300) as usize;
            let data: Vec<u8> = (0..len)
                .map(|_| {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    x as u8
                })
                .collect();
            self_fuzz(&data);
        }
    }
}
