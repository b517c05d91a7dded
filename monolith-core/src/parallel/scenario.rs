//! A parallel scenario and how it is drawn from bytes: a sequential prefix, then one suffix per
//! thread.
//!
//! The layout, byte by byte (an exhausted source reads zeros, which ends every section):
//! - the prefix: calls while a continuation byte is at least 160 (at most [`PREFIX_MAX`]);
//! - each suffix: a header byte (at least 250: a *long* suffix, else a short one), one call,
//!   then more calls while a continuation byte is at least 64 in a short suffix (at most
//!   [`SHORT_MAX`]) or not 0 in a long one (at most [`LONG_MAX`]);
//! - a call: its operation, its arguments, then in a suffix a byte whose top eighth makes the
//!   thread spin a while before the call (to widen a race window).
//!
//! Every call's bytes, its continuation byte included, are one span that the shrinker can
//! delete.

use std::ops::Range;
use std::sync::Arc;

use super::call::Call;
use super::Parallel;
use crate::source::Source;
use crate::spec::Cx;

/// The longest prefix.
pub(crate) const PREFIX_MAX: usize = 8;
/// The longest short suffix, the usual kind.
pub(crate) const SHORT_MAX: usize = 6;
/// The longest long suffix, drawn now and then: some races need a thread to grow and shrink
/// a structure many times while another works on it.
pub(crate) const LONG_MAX: usize = 300;

/// A call of a suffix, with the spin before it.
pub(crate) struct Planned<R, C> {
    pub call: Arc<dyn Call<R, C>>,
    pub spin: u32,
}

/// A drawn scenario.
pub(crate) struct Scenario<R, C> {
    pub prefix: Vec<Arc<dyn Call<R, C>>>,
    pub suffixes: Vec<Vec<Planned<R, C>>>,
    /// The byte span of each call, for the shrinker.
    pub spans: Vec<Range<usize>>,
}

impl<R, C> Scenario<R, C> {
    /// How many calls it makes.
    pub fn calls(&self) -> usize {
        self.prefix.len() + self.suffixes.iter().map(Vec::len).sum::<usize>()
    }
}

/// Draws a scenario of `par` from `src`.
pub(crate) fn draw<R, C>(par: &Parallel<R, C>, src: &mut Source<'_>) -> Scenario<R, C> {
    let env = crate::env::Env::new(Vec::new());
    let mut pool = crate::pool::Pool::new();
    let (mut reserved, mut picks) = (Vec::new(), Vec::new());
    let mut sc = Scenario {
        prefix: Vec::new(),
        suffixes: Vec::new(),
        spans: Vec::new(),
    };
    let mut draw_call = |src: &mut Source<'_>| {
        let op = &par.ops[src.draw_below(par.ops.len() as u64) as usize];
        let mut cx = Cx {
            src,
            env: &env,
            reserved: &mut reserved,
            picks: &mut picks,
            render: true,
            depth: 0,
            pool: &mut pool,
            generation: par.generation,
        };
        op.draw(&mut cx).ok()
    };
    while sc.prefix.len() < PREFIX_MAX {
        let start = src.position();
        if src.draw_u8() < 160 {
            break;
        }
        if let Some(call) = draw_call(src) {
            sc.prefix.push(call);
        }
        sc.spans.push(start..src.position());
    }
    for _ in 0..par.threads {
        let long = src.draw_u8() >= 250;
        let (max, more) = if long { (LONG_MAX, 1) } else { (SHORT_MAX, 64) };
        let mut suffix = Vec::new();
        let mut first = true;
        while suffix.len() < max {
            let start = src.position();
            if !first && src.draw_u8() < more {
                break;
            }
            first = false;
            let call = draw_call(src);
            let b = src.draw_u8();
            let spin = if b >= 224 { u32::from(b - 224) * 16 } else { 0 };
            if let Some(call) = call {
                suffix.push(Planned { call, spin });
            }
            sc.spans.push(start..src.position());
        }
        sc.suffixes.push(suffix);
    }
    sc
}
