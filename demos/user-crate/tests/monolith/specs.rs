//! The specs of the library, as a user writes them from the docs: each relates a simple
//! reference, written here, to the library's candidates.

use std::collections::BTreeMap;

use monolith_core::spec::*;
use monolith_core::{api, grammars, Engine};
use user_crate::machine::{machine_engine, Command, StackMachine};
use user_crate::sensor::{Sensor, SensorStub, SATURATED};

// ---------------------------------------------------------------------------------------------
// `VecMap`: an API declared here, in the tests, as a trait with `#[api]`.

/// Scenarios per run of the map's spec: a run of the correct map takes a fraction of a
/// second, and the faulty map's bugs show in the first few dozen.
pub const MAP_SCENARIOS: u64 = 2_000;

/// `&key`, as `VecMap`'s `get` and `remove` take it. No spec lends a borrowed `u8`, so the
/// trait's methods take a `u8`; this spec prints it borrowed, `m0.get(&3u8)`, because the
/// reproducer's call reaches `VecMap`'s own `get`, which takes `&u8`, not the trait's.
fn key_ref() -> impl Constructible<R = u8, C = u8> {
    map_outof(int::<u8>(), |k| k, |k| k, |code| format!("&{code}"))
}

/// What a map from `u8` to `u16` offers: the spec of `VecMap`, which the reference (a
/// `BTreeMap`) and both candidates implement.
#[api(engine = map_engine, var = "m")]
pub trait MapApi: Sized {
    /// An empty map.
    fn new() -> Self;
    /// Maps `key` to `value`: the value `key` had.
    fn insert(&mut self, key: u8, value: u16) -> Option<u16>;
    /// The value of `key`.
    fn get(&self, #[monolith(spec = key_ref())] key: u8) -> Option<u16>;
    /// Removes `key`: the value it had.
    fn remove(&mut self, #[monolith(spec = key_ref())] key: u8) -> Option<u16>;
    /// The number of keys.
    fn len(&self) -> usize;
}

impl MapApi for BTreeMap<u8, u16> {
    fn new() -> Self {
        BTreeMap::new()
    }
    fn insert(&mut self, key: u8, value: u16) -> Option<u16> {
        BTreeMap::insert(self, key, value)
    }
    fn get(&self, key: u8) -> Option<u16> {
        BTreeMap::get(self, &key).copied()
    }
    fn remove(&mut self, key: u8) -> Option<u16> {
        BTreeMap::remove(self, &key)
    }
    fn len(&self) -> usize {
        BTreeMap::len(self)
    }
}

/// The trait for a `VecMap` of the library: its own methods.
macro_rules! vec_map_api {
    ($map:ty) => {
        impl MapApi for $map {
            fn new() -> Self {
                <$map>::new()
            }
            fn insert(&mut self, key: u8, value: u16) -> Option<u16> {
                <$map>::insert(self, key, value)
            }
            fn get(&self, key: u8) -> Option<u16> {
                <$map>::get(self, &key)
            }
            fn remove(&mut self, key: u8) -> Option<u16> {
                <$map>::remove(self, &key)
            }
            fn len(&self) -> usize {
                <$map>::len(self)
            }
        }
    };
}

vec_map_api!(user_crate::map::VecMap);
vec_map_api!(user_crate::map::faulty::VecMap);

/// The spec of the faulty `VecMap`.
pub fn faulty_map() -> Engine {
    map_engine::<BTreeMap<u8, u16>, user_crate::map::faulty::VecMap>()
}

/// The spec of the correct `VecMap`.
pub fn correct_map() -> Engine {
    map_engine::<BTreeMap<u8, u16>, user_crate::map::VecMap>()
}

// ---------------------------------------------------------------------------------------------
// The stack machine: its trait, with `#[api]`, is the library's; its argument, `Command`, has
// `#[derive(Data)]`.

/// Scenarios per run of the machine's spec.
pub const MACHINE_SCENARIOS: u64 = 2_000;

/// The reference machine: a `Vec`, each command as plain as it can be.
#[derive(Debug, Default)]
pub struct Model(Vec<u8>);

impl StackMachine for Model {
    fn new() -> Model {
        Model::default()
    }
    fn execute(&mut self, command: Command) -> Option<u8> {
        match command {
            Command::Push(x) => self.0.push(x),
            Command::Pop => return self.0.pop(),
            Command::Clear => self.0 = Vec::new(),
        }
        None
    }
    fn depth(&self) -> usize {
        self.0.len()
    }
}

/// The spec of the faulty machine.
pub fn faulty_machine() -> Engine {
    machine_engine::<Model, user_crate::machine::faulty::Machine>()
}

/// The spec of the correct machine.
pub fn correct_machine() -> Engine {
    machine_engine::<Model, user_crate::machine::Machine>()
}

// ---------------------------------------------------------------------------------------------
// `parse_version`: a function over strings, its argument a ready-made grammar.

/// Scenarios per run of `parse_version`'s spec: fewer, since each step parses a version
/// the grammar draws, hundreds of characters long on average.
pub const VERSION_SCENARIOS: u64 = 200;

/// The reference: the version's core is what comes before the first `-` or `+`.
fn parse_version(v: &str) -> Option<(u64, u64, u64)> {
    let core = v.split(['-', '+']).next()?;
    let mut numbers = core.split('.').map(|n| n.parse().ok());
    Some((numbers.next()??, numbers.next()??, numbers.next()??))
}

/// The spec of a `parse_version` of the library, at `path`.
fn version(candidate: fn(&str) -> Option<(u64, u64, u64)>, path: &str) -> Engine {
    let mut engine = Engine::new();
    engine.preamble(&format!("use {path};"));
    engine.test_name("parse_version_reproducer");
    engine.declare(
        "parse_version",
        args()
            .arg(str_of(grammars::semver()))
            .returns(data::<Option<(u64, u64, u64)>>()),
        parse_version,
        candidate,
    );
    engine
}

/// The spec of the faulty `parse_version`.
pub fn faulty_version() -> Engine {
    version(
        user_crate::version::faulty::parse_version,
        "user_crate::version::faulty::parse_version",
    )
}

/// The spec of the correct `parse_version`.
pub fn correct_version() -> Engine {
    version(
        user_crate::version::parse_version,
        "user_crate::version::parse_version",
    )
}

// ---------------------------------------------------------------------------------------------
// The sensor's client: its dependency is a stub, generated by `#[stub]` on the library's trait.

/// Scenarios per run of the client's spec: each step checks two stubs' calls against their
/// protocol.
pub const CLIENT_SCENARIOS: u64 = 500;

/// The reference client: reads the samples, closes the session, then computes.
fn average<S: Sensor>(mut sensor: S, samples: u8) -> Option<u16> {
    sensor.connect();
    let mut readings = Vec::new();
    while readings.len() < usize::from(samples) && readings.last() != Some(&SATURATED) {
        match sensor.read() {
            Some(x) => readings.push(x),
            None => break,
        }
    }
    sensor.disconnect();
    if readings.is_empty() || readings.contains(&SATURATED) {
        return None;
    }
    let sum: u32 = readings.iter().map(|&x| u32::from(x)).sum();
    u16::try_from(sum / readings.len() as u32).ok()
}

/// The spec of a client of the library, at `path`.
fn client(candidate: fn(SensorStub, u8) -> Option<u16>, path: &str) -> Engine {
    let mut engine = Engine::new();
    engine.preamble(&format!("use {path};"));
    engine.test_name("sensor_reproducer");
    engine.declare(
        "average",
        args()
            .arg(SensorStub::spec())
            .arg(int::<u8>())
            .returns(option(int::<u16>())),
        average::<SensorStub>,
        candidate,
    );
    engine
}

/// The spec of the faulty client.
pub fn faulty_client() -> Engine {
    client(
        user_crate::sensor::faulty::average::<SensorStub>,
        "user_crate::sensor::faulty::average",
    )
}

/// The spec of the correct client.
pub fn correct_client() -> Engine {
    client(
        user_crate::sensor::client::average::<SensorStub>,
        "user_crate::sensor::client::average",
    )
}
