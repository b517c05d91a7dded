//! # monolith-core: model-based differential testing for Rust
//!
//! Describe an API once, with typed [spec] combinators that relate a simple **reference**
//! implementation to the **candidate** under test. The [`Engine`] generates short
//! straight-line scenarios from a stream of bytes (random, `/dev/urandom`, libFuzzer or
//! AFL++), runs each on both sides in lock-step, and when they diverge prints a Rust `#[test]`
//! that uses the candidate alone, compiles, and fails the same way.
//!
//! This is François Pottier's [Monolith](https://gitlab.inria.fr/fpottier/monolith) for Rust,
//! with polarity checked by the type system, ownership-aware handles, and a shrinker.
//!
//! ```
//! use monolith_core::{spec::*, Config, Engine};
//!
//! // The candidate: a stack with a bug in `pop` once it holds more than 3 elements.
//! #[derive(Default)]
//! pub struct Stack(Vec<u8>);
//! impl Stack {
//!     pub fn push(&mut self, x: u8) { self.0.push(x) }
//!     pub fn pop(&mut self) -> Option<u8> {
//!         if self.0.len() > 3 { self.0.remove(0); }
//!         self.0.pop()
//!     }
//! }
//!
//! let mut engine = Engine::new();
//! let stack = engine.abstract_type::<Vec<u8>, Stack>("s");
//! engine.declare("Stack::default", args().returns(stack.clone()), Vec::new, Stack::default);
//! engine.declare("Stack::push", args().arg(stack.by_mut()).arg(int::<u8>()).returns(unit()),
//!     Vec::push, Stack::push).method();
//! engine.declare("Stack::pop", args().arg(stack.by_mut()).returns(option(int::<u8>())),
//!     Vec::pop, Stack::pop).method();
//!
//! let report = engine.run_random(&Config::with_seed(1)).unwrap_err();
//! println!("{report}");
//! assert!(report.reproducer.contains(".pop()"));
//! ```
//!
//! The module map follows the paper's vocabulary. Its layers, bottom to top:
//!
//! * [`source`]: the byte source every choice draws from;
//! * `env`, the live abstract values of a scenario, and [`pool`], the values it has seen: as
//!   in the paper's Monolith, the environment knows nothing of specs (a protocol reaches it
//!   as a trait object);
//! * [`spec`]: the spec language (concrete, abstract, structural, function specs), and on it
//!   [`grammars`]: ready-made language types (URLs, e-mail addresses, JSON, ...);
//! * [`stub`](mod@stub): stubs of a dependency, generated from its spec, for testing its clients;
//! * [`engine`]: declarations and the step loop;
//! * `shrink`: the shrinker over byte buffers;
//! * [`parallel`]: parallel mode, where a concurrent candidate's histories on real threads
//!   are checked for linearizability against a sequential reference;
//! * [`driver`]: random mode, one scenario from bytes, `#[test]`, the command line.
//!
//! Beside them are the support modules, which import only one another: [`report`] (failure
//! kinds, the reproducer printer, language statistics), [`config`] (the run's configuration,
//! the generation tactics), [`persist`] (regression files), [`token`] and [`error`]. No module
//! imports from a layer above its own: `tests/layers.rs` checks it, with no exception.
#![deny(missing_docs)]
// A run returns at most one `Report`, once: its size on the `Err` path costs nothing, and a
// plain `Result<_, Report>` is easier to use than a boxed one.
#![allow(clippy::result_large_err)]

#[doc(hidden)]
#[path = "private.rs"]
pub mod __private;
pub mod config;
mod docs;
pub mod driver;
pub mod engine;
pub(crate) mod env;
mod erased;
pub mod error;
pub mod grammars;
mod hash;
mod panic;
pub mod parallel;
pub mod persist;
pub mod pool;
pub mod report;
mod shrink;
pub mod source;
pub mod spec;
pub mod stub;
pub mod token;

pub use crate::config::Config;
pub use crate::driver::fuzz::{FuzzVerdict, Fuzzer};
pub use crate::driver::Stats;
pub use crate::engine::{Declared, Engine};
pub use crate::error::Error;
pub use crate::panic::back_off;
pub use crate::report::{Failure, FailureKind, PassStats, Report};
pub use crate::source::Source;

/// The derive macros (feature `derive`): [`Data`](macro@Data), also in [`spec`] beside the
/// trait it implements.
#[cfg(feature = "derive")]
#[doc(inline)]
pub use monolith_derive::*;
