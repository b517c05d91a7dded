//! How a scenario is generated: its plan (length, swarm, the operations' weights), drawn from
//! its first bytes under the tactics of [`Generation`] (the configuration's, in
//! `config/generation.rs`, where the tactics are described), and the weighted choice of the
//! next operation.

pub use crate::config::generation::{Generation, SIZE_BOUND};
use crate::source::Source;

/// The weight of an operation that only creates values, once such values exist, relative to
/// [`SCALE`] for the others.
const RARE: u64 = 1;
/// The weight unit of an operation of weight 1. Scenarios of 200 steps over a map's five
/// operations then make about 3 maps (6 with a unit of 8), so each holds twice the keys, with
/// four times the pairs that can collide: a hash table's colliding keys, a scheduler's live
/// entries and a tree's splits need many entries in one value. Against 8, the scenarios to the
/// planted hash table and scheduler bugs fell about 3.5 times (see "Constructors once in 32
/// steps" in `docs/benchmarks.md`).
const SCALE: u64 = 32;

/// A scenario's plan, drawn from its first bytes: its length, whether its generators recall
/// eagerly, and each operation's multiplier (0: disabled). The bytes are: length, swarm, eager,
/// then one per operation.
#[derive(Debug, Default)]
pub(crate) struct Plan {
    pub length: usize,
    /// Whether the scenario steers toward complete histories (see [`Generation::complete`]).
    pub steer: bool,
    pub mult: Vec<u64>,
    /// How eagerly the scenario's generators recall values already seen (see
    /// [`Pool::eagerness`](crate::pool::Pool::eagerness)).
    pub eagerness: u8,
    /// The step at which a swarm scenario enables every operation (see [`Plan::end_swarm`]);
    /// `usize::MAX` when it never does.
    pub swarm_until: usize,
}

impl Plan {
    /// Draws the plan of a scenario of at most `fuel` instructions over `ops` operations.
    pub fn draw(&mut self, g: Generation, fuel: usize, ops: usize, src: &mut Source<'_>) {
        let l = src.draw_u8();
        self.length = match l.checked_sub(128) {
            Some(k) if g.lengths => 1 + usize::from(k) * fuel / 128,
            _ => fuel,
        };
        self.steer = g.complete && l != 0;
        self.mult.clear();
        // The operations' bytes are read whether or not this scenario is a swarm one, so that
        // lowering the swarm byte to 0 leaves every later byte where it was.
        let s = src.draw_u8();
        let swarm = s >= 128 && g.swarm;
        // Half the swarm scenarios build a state with their subset of the operations, then
        // probe it with all of them from step `s - 191` (1 to 64). A count of steps, not a
        // share of the length: the shrinker deletes a step of the swarm phase and lowers this
        // byte by one, and the later steps decode as before.
        self.swarm_until = match s {
            192.. if swarm => usize::from(s - 191),
            _ => usize::MAX,
        };
        self.eagerness = match src.draw_tag(&[0, 128, 224]) {
            _ if !g.pool => 0,
            0..128 => 0,
            128..224 => 96,
            _ => 160,
        };
        for _ in 0..ops {
            // The simplest byte of each weight: 1, 2, 4 or 8 (`c & 3`), or 0 (176 and up).
            let c = src.draw_tag(&[0, 1, 2, 3, 176]);
            let m = match (swarm, c) {
                (false, _) => 1,
                (true, 176..) => 0,
                (true, _) => 1 << (c & 3),
            };
            self.mult.push(m);
        }
    }
}

impl Plan {
    /// Ends the swarm: every operation is enabled with weight 1 from now on, so the operation
    /// that observes what the swarm built (a `pop` after many `push`es and `cancel`s) gets
    /// called.
    pub fn end_swarm(&mut self) {
        self.mult.fill(1);
        self.swarm_until = usize::MAX;
    }
}

/// What the engine knows of an operation when it chooses the next one.
#[derive(Debug, Clone, Default)]
pub(crate) struct OpInfo {
    /// The declared weight.
    pub weight: u32,
    /// The abstract types it takes values of.
    pub needs: Vec<usize>,
    /// The abstract types it creates values of without taking any (a constructor of them).
    pub creates: Vec<usize>,
    /// How many abstract values it returns (see `env/size.rs`).
    pub produces: u32,
}

/// The weights of the operations in one state, with their total and maximum.
#[derive(Debug, Default)]
pub(crate) struct Weights {
    pub of: Vec<u64>,
    pub total: u64,
    pub max: u64,
    /// The occupied abstract types these weights were computed for, if any.
    computed_for: Option<u64>,
}

impl Weights {
    /// Forgets the weights (a new scenario has a new plan).
    pub fn clear(&mut self) {
        self.computed_for = None;
    }

    /// The weight of every operation when the abstract types of the bits of `occupied` have a
    /// selectable value; recomputed only when that changes. An operation weighs 0 when an
    /// abstract type it takes has no selectable value, and a 32nd of its weight when it
    /// creates values of a type of which one exists. When the swarm left no operation
    /// applicable, its multipliers are ignored.
    #[inline]
    pub fn update<'a>(
        &mut self,
        ops: impl Iterator<Item = &'a OpInfo> + Clone,
        mult: &[u64],
        occupied: u64,
    ) {
        if self.computed_for == Some(occupied) {
            return;
        }
        self.computed_for = Some(occupied);
        self.weigh(ops.clone(), Some(mult), occupied, &[]);
        if self.total == 0 {
            self.weigh(ops, None, occupied, &[]);
        }
    }

    /// [`Weights::update`] where the operations of `blocked` weigh 0 too (a protocol allows
    /// them on no value, or steering toward complete histories favours others); always
    /// recomputed. When nothing else is left, the blocked operations keep their weights.
    pub fn update_blocked<'a>(
        &mut self,
        ops: impl Iterator<Item = &'a OpInfo> + Clone,
        mult: &[u64],
        occupied: u64,
        blocked: &[bool],
    ) {
        self.computed_for = None;
        self.weigh(ops.clone(), Some(mult), occupied, blocked);
        if self.total == 0 {
            self.weigh(ops.clone(), None, occupied, blocked);
        }
        if self.total == 0 {
            self.weigh(ops, None, occupied, &[]);
        }
    }

    fn weigh<'a>(
        &mut self,
        ops: impl Iterator<Item = &'a OpInfo>,
        mult: Option<&[u64]>,
        occupied: u64,
        blocked: &[bool],
    ) {
        let has = |s: usize| occupied & (1 << s) != 0;
        self.of.clear();
        self.total = 0;
        self.max = 0;
        for (k, op) in ops.enumerate() {
            let m = mult.map_or(1, |m| m[k]);
            let mut w = u64::from(op.weight) * SCALE * m;
            if op.needs.iter().any(|&s| !has(s)) || blocked.get(k) == Some(&true) {
                w = 0;
            }
            // Only whether a value exists matters, not how many: the decoding of an operation
            // choice then stays the same when the shrinker deletes an earlier constructor call.
            if op.creates.iter().any(|&s| has(s)) {
                w = w / SCALE * RARE;
            }
            self.total += w;
            self.max = self.max.max(w);
            self.of.push(w);
        }
    }
}

/// Chooses an operation by weight with two bytes `b0, b1`. The first byte names an operation,
/// `b0 % n`, which is accepted when its weight is not 0 and `b1 < 256 * weight / max weight`;
/// otherwise `(b0 * 256 + b1) * total / 65536` falls in one operation's share of the total.
///
/// Both ways favour heavy operations, and the first keeps shrinking effective: once the
/// shrinker has lowered `b1` to 0, `b0` names the same operation whatever the state, so deleting
/// an earlier instruction (which changes the weights: a constructor is rare once a value
/// exists) leaves the later instructions as they were. Bytes 0 choose the first operation of
/// non-zero weight.
///
/// These are an instruction's header bytes ([`OPERATION`](crate::source::spans::OPERATION)
/// and [`WEIGHT`](crate::source::spans::WEIGHT)): the shrinker writes
/// [`header`](crate::source::spans::header) to name an operation.
pub(crate) fn choose(weights: &Weights, src: &mut Source<'_>) -> usize {
    let b0 = u64::from(src.draw_u8());
    let b1 = u64::from(src.draw_u8());
    let (total, max, weights) = (weights.total, weights.max, &weights.of);
    let n = weights.len() as u64;
    let named = (b0 % n) as usize;
    let w = weights[named];
    if w != 0 && b1 * max < 256 * w {
        return named;
    }
    let target = ((b0 << 8 | b1) * total) >> 16;
    let mut acc = 0;
    for (k, &w) in weights.iter().enumerate() {
        acc += w;
        if target < acc {
            return k;
        }
    }
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_bytes_plan_the_full_fuel_with_every_operation() {
        let mut plan = Plan::default();
        plan.draw(
            Generation::default(),
            50,
            3,
            &mut Source::from_bytes(&[0; 8]),
        );
        assert_eq!(plan.length, 50);
        assert_eq!(plan.mult, [1, 1, 1]);
        plan.draw(
            Generation::default(),
            50,
            3,
            &mut Source::from_bytes(&[0, 0, 0, 200, 200, 3]),
        );
        assert_eq!(plan.mult, [1, 1, 1]);
        plan.draw(
            Generation::default(),
            50,
            3,
            &mut Source::from_bytes(&[128, 200, 255, 0, 200, 3]),
        );
        assert_eq!(plan.length, 1);
        assert_eq!(plan.mult, [1, 0, 8]);
        assert_eq!(plan.eagerness, 160);
    }

    #[test]
    fn constructors_are_rare_once_values_exist() {
        let ctor = OpInfo {
            weight: 1,
            needs: vec![],
            creates: vec![0],
            produces: 1,
        };
        let mutator = OpInfo {
            weight: 1,
            needs: vec![0],
            creates: vec![],
            produces: 0,
        };
        let ops = [ctor, mutator];
        let mut w = Weights::default();
        w.update(ops.iter(), &[1, 1], 0);
        assert_eq!((w.of.as_slice(), w.total, w.max), (&[32, 0][..], 32, 32));
        w.update(ops.iter(), &[1, 1], 1);
        assert_eq!((w.of.as_slice(), w.total), (&[1, 32][..], 33));
        assert_eq!(choose(&w, &mut Source::from_bytes(&[1, 0])), 1);
        // Named by the first byte, whatever the weights, once the second is 0.
        assert_eq!(choose(&w, &mut Source::from_bytes(&[0, 0])), 0);
        // The swarm disabled the constructor: ignored while nothing else applies.
        w.clear();
        w.update(ops.iter(), &[0, 1], 0);
        assert_eq!((w.of.as_slice(), w.total), (&[32, 0][..], 32));
        w.update(ops.iter(), &[0, 1], 1);
        assert_eq!((w.of.as_slice(), w.total), (&[0, 32][..], 32));
        assert_eq!(choose(&w, &mut Source::from_bytes(&[0, 0])), 1);
    }
}
