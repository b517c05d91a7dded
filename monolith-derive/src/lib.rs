//! Procedural macros for `monolith-core`, re-exported by it behind its `derive` feature, the
//! way `serde` re-exports `serde_derive`. The macros only expand to the spec combinators a user
//! can write by hand; everything they call lives in `monolith_core::spec`.
//!
//! * [`Data`](macro@Data): a user struct or enum becomes [`Data`]: drawn from the byte stream,
//!   compared, and printed as a Rust expression in reproducers.
//! * [`api`](macro@api): an API declared once as a trait becomes the engine for any reference
//!   and candidate implementing it.
//! * [`stub`](macro@stub): a trait, the spec of a dependency, becomes a stub that checks its
//!   client's calls against a protocol and answers from the byte stream.
//!
//! [`Data`]: https://docs.rs/monolith-core/latest/monolith_core/spec/trait.Data.html
#![deny(missing_docs)]

mod api;
mod attrs;
mod data;
mod judge;
mod parallel;
mod stub;

use proc_macro::TokenStream;
use syn::{parse_macro_input, DeriveInput, Item};

/// Derives `monolith_core::spec::Data` and `monolith_core::spec::Literal` for a struct or an
/// enum, so that `data::<T>()` is a spec of it: an argument (drawn field by field, an enum's
/// variant with one draw, byte 0 giving the first variant and the simplest fields), and a
/// result (compared with `PartialEq`, printed as a Rust expression such as
/// `Shape::Circle { r: 3u8 }`). The type must be `Clone + PartialEq + 'static`; every field's
/// type must be `Data` unless an attribute says how to draw it.
///
/// # Attributes
///
/// On the type:
/// * `#[monolith(path = "my_crate::shapes::Shape")]`: the path printed for the type in
///   reproducers (its name alone by default, which needs a `use` in the preamble).
/// * `#[monolith(eq = my_eq)]`: compare with `fn my_eq(r: &T, c: &T) -> bool` instead of
///   `PartialEq`.
/// * `#[monolith(crate = "path::to::monolith_core")]`: where `monolith_core` is, if renamed.
///
/// On a variant:
/// * `#[monolith(weight = 3)]`: drawn 3 times as often as a variant of weight 1 (the default).
/// * `#[monolith(skip)]`: never drawn (still compared and printed).
///
/// On a field (one of them):
/// * `#[monolith(range = 1..=9)]` or `1..10`: an integer in the range.
/// * `#[monolith(len = 0..4)]`: a `Vec` or a `String` of that length.
/// * `#[monolith(spec = expr)]`: any constructible spec of the field's type, for instance
///   `string_of(one_of(['a', 'b']), lt(3usize))` or `sequential::<u32>()`.
///
/// # Recursive types
///
/// A variant whose fields mention the type itself (`Node(Box<Tree>, Box<Tree>)`,
/// `List(Vec<Expr>)`) is recursive. Each level is one draw; the variants that are not
/// recursive come first, so byte 0 ends the recursion, and from a nesting depth of
/// `monolith_core::spec::DATA_DEPTH` only they are drawn. An enum whose variants are all
/// recursive rejects there (the engine then draws another instruction).
///
/// # Generics
///
/// Type parameters are bounded by `Data` (for drawing) and `Literal` (for printing).
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// use monolith_core::{Config, Engine};
///
/// #[derive(Clone, Debug, PartialEq, Data)]
/// enum Shape {
///     Dot,
///     Circle { #[monolith(range = 1..=9)] r: u8 },
///     #[monolith(weight = 2)]
///     Rect(u8, u8),
/// }
///
/// fn area(s: Shape) -> u32 {
///     match s {
///         Shape::Dot => 0,
///         Shape::Circle { r } => 3 * u32::from(r) * u32::from(r),
///         Shape::Rect(w, h) => u32::from(w) * u32::from(h),
///     }
/// }
/// fn area_bad(s: Shape) -> u32 {
///     match s {
///         Shape::Rect(w, h) if w == h => u32::from(w) + u32::from(h), // wrong for squares
///         s => area(s),
///     }
/// }
/// let mut engine = Engine::new();
/// engine.declare("area", args().arg(data::<Shape>()).returns(int::<u32>()), area, area_bad);
/// let report = engine.run_random(&Config::with_seed(1)).unwrap_err();
/// assert!(report.reproducer.contains("area(Shape::Rect("), "{report}");
/// assert_eq!(Shape::Circle { r: 3 }.literal(), "Shape::Circle { r: 3u8 }");
/// ```
///
/// A misused attribute is a compile error that points at it:
///
/// ```compile_fail
/// #[derive(Clone, PartialEq, monolith_core::spec::Data)]
/// struct P { #[monolith(len = 0..4)] x: u8 } // `len` applies to a `Vec` or a `String` field
/// ```
#[proc_macro_derive(Data, attributes(monolith))]
pub fn derive_data(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    data::expand(input)
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}

/// Declares an API once, as a trait, and generates the function that builds its engine for any
/// reference `R` and candidate `C` implementing the trait: `<trait_name>_engine::<R, C>()`
/// (snake case; `#[api(engine = name)]` renames it). Each method is an operation:
///
/// * the receiver is the handle mode: `&self` by reference, `&mut self` by mutable reference,
///   `self` by value; a parameter of type `&Self`, `&mut Self` or `Self` is a handle too;
/// * a method returning `Self` (or `Self` under `Option`, `Result`, `Vec`, a tuple) creates
///   values of the abstract type; other results and parameters are [`Data`](macro@Data)
///   unless an attribute says otherwise;
/// * calls print in method-call syntax (`a0.set(1usize, 5)`), constructors as
///   `Type::make(..)`, with `use` lines for the candidate type and the trait.
///
/// # Other forms
///
/// * On an inherent `impl` block, naming the other side: `#[api(reference = Model)]` on the
///   candidate's block, or `#[api(candidate = path::Type)]` on the reference's.
/// * A remote API, for a type you do not own: `#[api(reference = Model, candidate =
///   other_crate::Type<..>)]` on a trait that restates the type's methods. The trait is not
///   emitted; each side is called by its own inherent methods, and the reproducer imports no
///   trait. `#[monolith(reference = path)]` names the model's function of another name,
///   `#[monolith(path = Vec::from)]` a function both sides share, `turbofish` prints generic
///   arguments (`SmallVec::<[u8; 2]>::new()`).
/// * Several abstract types: `#[api(reference = model, candidate = path::module)]` on an inline
///   module of traits, each the type of its name in both modules; the signatures name the
///   other types by their traits' names (`fn iter(&self) -> Iter`).
/// * Several `#[api(..)]` on one remote trait or module make one engine each (a faulty and a
///   working candidate), with their tests named after the declaration.
///
/// A generic method (`fn retain<F: Fn(&u8) -> bool>(&mut self, keep: F)`, or `keep: impl
/// Fn(&u8) -> bool`) is instantiated at its arguments' specs: each parameter of a generic type
/// takes `spec = ..`, for a function argument `closure!(k in int::<u8>() => move |x: &u8| *x <
/// k)`, whose drawn `k` the reproducer prints. The guide `docs/derive.md` has an example of
/// each form.
///
/// # Attributes
///
/// On the trait (`#[api(..)]`): `engine = name`, `var = "a"` (the prefix of the printed
/// variables; the trait's initial by default), `fuel = 200` (the engine's fuel),
/// `protocol = r#"tx: "begin" "put"* ("commit" | "rollback");"#` (the protocol of each
/// value's history of calls, a grammar over the method names, checked against them at compile
/// time: see
/// [`AbstractType::protocol`](https://docs.rs/monolith-core/latest/monolith_core/spec/struct.AbstractType.html#method.protocol)),
/// `negative` (calls out of the protocol now and then, which both sides must reject alike),
/// `reference_trait = Name` (see `nondet`), `crate = "path"`.
///
/// On a method (`#[monolith(..)]`):
/// * `weight = 3`, `skip` (not an operation);
/// * `requires = |a| !a.is_empty()`: a precondition on the receiver's reference value;
/// * `convert = ".cloned()"`: a borrowed or lazy result (`Option<&V>`, an iterator) is
///   converted on both sides, and the reproducer prints the conversion after the call; the
///   result spec is the return type without its references, or `returns = spec`;
/// * `returns = spec`: the result's spec;
/// * `nondet`: several results are right, so the reference judges the candidate's (the paper's
///   `^?>`). The reference then implements another trait, which `#[api]` writes beside this
///   one, `<Trait>Reference` (or `reference_trait = Name`): the same methods, but this one
///   takes the candidate's result as a last argument, `candidate: &T`, and returns
///   [`Diagnostic<T>`](https://docs.rs/monolith-core/latest/monolith_core/spec/enum.Diagnostic.html);
/// * `may_panic`: both sides may panic, together (the paper's `^!>`): the step passes when
///   both return equal results or both panic, and the reproducer expects the panic with
///   `catch_unwind(..).expect_err(..)`; with `nondet`, the judge gets the candidate's
///   `&Result<T, String>` (`Err` holds its panic message) and returns a
///   `Diagnostic<Result<T, String>>`;
/// * `check`: on a `fn(&self)` that panics when a value is not well formed. Not an operation:
///   the engine runs it on the candidate's value after every call that makes or changes one,
///   and the reproducer ends with the call (`s3.assert_balanced();`). The reference's trait
///   has no such method.
///
/// On a parameter (`#[monolith(..)]`): `spec = expr`, `range = 0..16`, `dep = |a| lt(a.len())`
/// (the closure gets the earlier arguments' reference values; their types are filled in), and
/// `requires = |x| *x != 0` (a filter; on a handle, a precondition on its reference value), and
/// `key`: in the parallel spec (`#[api(parallel = ..)]`), the argument names the part of the
/// shared value the call touches (a map's key), and a round's calls are judged one key at a time
/// (see `monolith_core::parallel::key`); the sequential engine ignores it.
///
/// # Examples
///
/// ```
/// use monolith_core::{api, Config};
///
/// #[api]
/// pub trait Counter {
///     fn new() -> Self;
///     fn add(&mut self, #[monolith(range = 0..10)] n: u32);
///     fn get(&self) -> u32;
/// }
///
/// #[derive(Clone)]
/// pub struct Model(u32);
/// impl Counter for Model {
///     fn new() -> Self { Model(0) }
///     fn add(&mut self, n: u32) { self.0 += n }
///     fn get(&self) -> u32 { self.0 }
/// }
/// pub struct Capped(u32);
/// impl Counter for Capped {
///     fn new() -> Self { Capped(0) }
///     fn add(&mut self, n: u32) { self.0 = (self.0 + n).min(20) } // wrong past 20
///     fn get(&self) -> u32 { self.0 }
/// }
///
/// let report = counter_engine::<Model, Capped>().run_random(&Config::with_seed(1)).unwrap_err();
/// assert!(report.reproducer.contains("let mut c0 = Capped::new();"), "{report}");
/// assert!(report.reproducer.contains("c0.add("), "{report}");
/// assert!(counter_engine::<Model, Model>().run_random(&Config::with_seed(1).scenarios(200)).is_ok());
/// ```
///
/// A nondeterministic operation, and a check:
///
/// ```
/// use monolith_core::spec::{Diagnostic, Explanation};
/// use monolith_core::{api, Config, FailureKind};
///
/// /// Hands out ids: any id not handed out before is right.
/// #[api]
/// pub trait Ids: Sized {
///     fn new() -> Self;
///     #[monolith(nondet)]
///     fn fresh(&mut self) -> u8;
///     #[monolith(check)]
///     fn assert_sane(&self);
/// }
///
/// /// The reference remembers the ids seen and judges the candidate's next one.
/// pub struct Seen(Vec<u8>);
/// impl IdsReference for Seen {
///     fn new() -> Self { Seen(Vec::new()) }
///     fn fresh(&mut self, candidate: &u8) -> Diagnostic<u8> {
///         if self.0.contains(candidate) {
///             return Diagnostic::Invalid(Explanation::assert(|v| format!("assert!({v} != 0);")));
///         }
///         self.0.push(*candidate);
///         Diagnostic::Valid(*candidate)
///     }
/// }
///
/// /// Counts down from 255: right for 256 ids, more than a scenario of this engine asks for.
/// pub struct Down(u8);
/// impl Ids for Down {
///     fn new() -> Self { Down(255) }
///     fn fresh(&mut self) -> u8 { let id = self.0; self.0 = self.0.wrapping_sub(1); id }
///     fn assert_sane(&self) {}
/// }
///
/// /// Hands out 1, 2, 3, ..., but its check fails once it has handed out 3.
/// pub struct Up(u8);
/// impl Ids for Up {
///     fn new() -> Self { Up(0) }
///     fn fresh(&mut self) -> u8 { self.0 += 1; self.0 }
///     fn assert_sane(&self) { assert!(self.0 < 3, "too many ids") }
/// }
///
/// let report = ids_engine::<Seen, Up>().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::CheckFailed, "{report}");
/// assert!(report.reproducer.contains(".assert_sane();"), "{report}");
/// assert!(ids_engine::<Seen, Down>().run_random(&Config::with_seed(1).scenarios(200)).is_ok());
/// ```
///
/// A parameter whose type is not `Data` and has no spec is a compile error at the parameter's
/// type:
///
/// ```compile_fail
/// struct Opaque;
/// #[monolith_core::api]
/// trait T { fn new(o: Opaque) -> Self; }
/// fn main() { let _ = t_engine::<(), ()>; }
/// ```
#[proc_macro_attribute]
pub fn api(args: TokenStream, input: TokenStream) -> TokenStream {
    let item = parse_macro_input!(input as Item);
    match item {
        Item::Trait(t) => api::expand_trait(args.into(), t),
        Item::Impl(i) => api::expand_impl(args.into(), i),
        Item::Mod(m) => api::module::expand_module(args.into(), m),
        other => Err(syn::Error::new_spanned(
            other,
            "`#[api]` applies to a trait, to an inherent `impl` block, or to an inline module of traits (several abstract types)",
        )),
    }
    .unwrap_or_else(syn::Error::into_compile_error)
    .into()
}

/// Generates a stub of a trait, for testing a *client* of it: `<Trait>Stub` (or `name = ..`),
/// an implementation that
///
/// * checks that the client calls it in the order of the `protocol`, a grammar over the
///   method names (see `monolith_core::spec::Protocol`): a call out of protocol panics with the
///   violation and the calls so far, and so does a stub dropped before its history is
///   complete;
/// * answers each call from a tape of bytes, lazily, in call order (each answer type must be
///   `monolith_core::spec::Data`; a tape that runs out gives the simplest answers), or from a
///   model of the dependency (`with_model`);
/// * records the calls (arguments with `Debug`, answers as Rust expressions).
///
/// `<Trait>Stub::spec()` is the stub as an argument of an operation: the engine draws the tape,
/// shrinks it, and prints the stub as `<Trait>Stub::from_tape(&[..])`, so the reproducer gets
/// the same answers and the same check. See `monolith_core::stub` and the guide's chapter "Call protocols and stubs" (`docs/guide.md`).
///
/// # Attributes
///
/// On the trait (`#[stub(..)]`): `protocol = r#"..."#` (required), `name = KvFake` (the stub's
/// name), `path = "my_crate::KvStoreStub"` (how reproducers name it; its name alone by
/// default, which needs a `use` in the engine's preamble), `crate = "path"`.
///
/// On a method (`#[stub(..)]`): `requires = |key, value| *key < 100`, a predicate on the
/// arguments, each by reference (their types are filled in); arguments it refuses panic like
/// a call out of protocol.
///
/// The methods take `&self` or `&mut self` and no type parameters; their arguments are
/// `Debug`. The trait is dyn-compatible (the model is a `Box<dyn Trait>`).
///
/// # Examples
///
/// ```
/// #[monolith_core::stub(protocol = r#"kv: "open" ("get" | "put")* "close";"#)]
/// pub trait KvStore {
///     fn open(&mut self);
///     fn get(&mut self, key: u8) -> Option<u8>;
///     #[stub(requires = |key, _value| *key < 100)]
///     fn put(&mut self, key: u8, value: u8);
///     fn close(&mut self);
/// }
///
/// // `Some`, then byte 4: `u8::MAX` (small bytes draw boundary values).
/// let mut kv = KvStoreStub::from_tape(&[1, 4]);
/// kv.open();
/// assert_eq!(kv.get(3), Some(255));
/// kv.put(4, 1);
/// kv.close();
/// assert_eq!(kv.calls().iter().map(|c| c.to_string()).collect::<Vec<_>>(),
///            ["open()", "get(3) -> Some(u8::MAX)", "put(4, 1)", "close()"]);
///
/// let mut late = KvStoreStub::from_tape(&[]);
/// late.open();
/// late.close();
/// let err = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| late.get(3))).unwrap_err();
/// assert!(err.downcast_ref::<String>().unwrap()
///     .contains("`get` is out of protocol after `open`, `close` (the protocol allows no further call)"));
/// ```
///
/// A method that takes `self` is a compile error that points at it:
///
/// ```compile_fail
/// #[monolith_core::stub(protocol = r#"s: "done";"#)]
/// pub trait Job { fn done(self) -> u8; }
/// ```
#[proc_macro_attribute]
pub fn stub(args: TokenStream, input: TokenStream) -> TokenStream {
    let item = parse_macro_input!(input as Item);
    match item {
        Item::Trait(t) => stub::expand(args.into(), t),
        other => Err(syn::Error::new_spanned(
            other,
            "`#[stub]` applies to a trait: the spec of the dependency",
        )),
    }
    .unwrap_or_else(syn::Error::into_compile_error)
    .into()
}
