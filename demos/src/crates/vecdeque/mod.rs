//! `std::collections::VecDeque<u8>`, a ring buffer, against a `Vec` ([`reference`](mod@reference)).
//! No bug known; the demo passes.
//!
//! The spec declares, once each: `new` and `with_capacity` (the constructors), `clone`,
//! `push_back`, `push_front`, `pop_back`, `pop_front`, `front`, `back`, `get`, `insert`,
//! `remove`, `swap_remove_back`, `swap_remove_front`, `swap`, `truncate`, `rotate_left`,
//! `rotate_right`, `split_off`, `append`, `resize`, `drain`, `contains`, `len`, `is_empty`,
//! `clear`, `iter` and `Vec::from` (which consumes the queue). Elements are `u8`s; an index is
//! drawn from `0..=len` of the queue it applies to (one past the end included), a length or a
//! capacity from `0..=64`. `insert`, `swap`, `rotate_*`, `split_off` and `drain` panic as
//! documented (an index or a range past the end) and are declared `may_panic`; `remove` and
//! `swap_remove_*` return `None` out of range.

pub mod reference;

use std::collections::VecDeque;

use monolith_core::spec::*;
use monolith_core::Engine;
use reference::Deque;

type C = VecDeque<u8>;

/// A length or a capacity: `0..=64`.
fn small() -> Range<usize> {
    closed(0usize, 64)
}

/// An index into `d`, one past the end included.
fn index(d: &Deque) -> Range<usize> {
    closed(0usize, d.len())
}

/// The spec of `VecDeque<u8>`.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::crates::vecdeque::working_engine()
///     .run_random(&Config::with_seed(1).scenarios(500))
///     .is_ok());
/// ```
pub fn working_engine() -> Engine {
    let mut engine = Engine::new();
    engine.preamble("use std::collections::VecDeque;");
    engine.test_name("vecdeque_reproducer");
    let deque = engine.abstract_type::<Deque, C>("d");
    engine.declare(
        "VecDeque::new",
        args().returns(deque.clone()),
        Deque::new,
        C::new,
    );
    engine.declare(
        "VecDeque::with_capacity",
        args().arg(small()).returns(deque.clone()),
        Deque::with_capacity,
        C::with_capacity,
    );
    engine
        .declare(
            "VecDeque::clone",
            args().arg(deque.by_ref()).returns(deque.clone()),
            |d: &Deque| d.clone(),
            |d: &C| d.clone(),
        )
        .method();
    macro_rules! push {
        ($name:ident) => {
            engine
                .declare(
                    concat!("VecDeque::", stringify!($name)),
                    args().arg(deque.by_mut()).arg(int::<u8>()).returns(unit()),
                    Deque::$name,
                    C::$name,
                )
                .method();
        };
    }
    push!(push_back);
    push!(push_front);
    macro_rules! take {
        ($name:ident) => {
            engine
                .declare(
                    concat!("VecDeque::", stringify!($name)),
                    args().arg(deque.by_mut()).returns(option(int::<u8>())),
                    Deque::$name,
                    C::$name,
                )
                .method();
        };
    }
    take!(pop_back);
    take!(pop_front);
    macro_rules! end {
        ($name:ident) => {
            engine
                .declare(
                    concat!("VecDeque::", stringify!($name)),
                    args().arg(deque.by_ref()).returns(option(int::<u8>())),
                    Deque::$name,
                    |d: &C| d.$name().copied(),
                )
                .method()
                .post(|call| format!("{call}.copied()"));
        };
    }
    end!(front);
    end!(back);
    engine
        .declare(
            "VecDeque::get",
            args()
                .arg(deque.by_ref())
                .dep(index)
                .returns(option(int::<u8>())),
            Deque::get,
            |d: &C, i: usize| d.get(i).copied(),
        )
        .method()
        .post(|call| format!("{call}.copied()"));
    engine
        .declare(
            "VecDeque::insert",
            args()
                .arg(deque.by_mut())
                .dep(index)
                .arg(int::<u8>())
                .returns(unit())
                .may_panic(),
            Deque::insert,
            C::insert,
        )
        .method();
    macro_rules! remove_at {
        ($name:ident) => {
            engine
                .declare(
                    concat!("VecDeque::", stringify!($name)),
                    args()
                        .arg(deque.by_mut())
                        .dep(index)
                        .returns(option(int::<u8>())),
                    Deque::$name,
                    C::$name,
                )
                .method();
        };
    }
    remove_at!(remove);
    remove_at!(swap_remove_back);
    remove_at!(swap_remove_front);
    engine
        .declare(
            "VecDeque::swap",
            args()
                .arg(deque.by_mut())
                .dep(index)
                .dep(|d: &Deque, _: &usize| index(d))
                .returns(unit())
                .may_panic(),
            Deque::swap,
            C::swap,
        )
        .method();
    macro_rules! at {
        ($name:ident) => {
            engine
                .declare(
                    concat!("VecDeque::", stringify!($name)),
                    args()
                        .arg(deque.by_mut())
                        .dep(index)
                        .returns(unit())
                        .may_panic(),
                    Deque::$name,
                    C::$name,
                )
                .method();
        };
    }
    at!(truncate);
    at!(rotate_left);
    at!(rotate_right);
    engine
        .declare(
            "VecDeque::split_off",
            args()
                .arg(deque.by_mut())
                .dep(index)
                .returns(deque.clone())
                .may_panic(),
            Deque::split_off,
            C::split_off,
        )
        .method();
    engine
        .declare(
            "VecDeque::append",
            args()
                .arg(deque.by_mut())
                .arg(deque.by_mut())
                .returns(unit()),
            Deque::append,
            C::append,
        )
        .method();
    engine
        .declare(
            "VecDeque::resize",
            args()
                .arg(deque.by_mut())
                .arg(small())
                .arg(int::<u8>())
                .returns(unit()),
            Deque::resize,
            C::resize,
        )
        .method();
    engine
        .declare(
            "VecDeque::drain",
            args()
                .arg(deque.by_mut())
                .arg(map_outof(
                    (small(), small()),
                    |(a, b)| a..b,
                    |(a, b)| a..b,
                    |code| {
                        let inner = code.trim_start_matches('(').trim_end_matches(')');
                        inner.replacen(", ", "..", 1)
                    },
                ))
                .returns(vec_of(int::<u8>()))
                .may_panic(),
            Deque::drain,
            |d: &mut C, r: std::ops::Range<usize>| d.drain(r).collect(),
        )
        .method()
        .post(|call| format!("{call}.collect::<Vec<_>>()"));
    engine
        .declare(
            "VecDeque::contains",
            args()
                .arg(deque.by_ref())
                .arg(map_outof(
                    int::<u8>(),
                    |x| x,
                    |x| x,
                    |code| format!("&{code}"),
                ))
                .returns(bool()),
            Deque::contains,
            |d: &C, x: u8| d.contains(&x),
        )
        .method();
    engine
        .declare(
            "VecDeque::len",
            args().arg(deque.by_ref()).returns(int::<usize>()),
            Deque::len,
            C::len,
        )
        .method();
    engine
        .declare(
            "VecDeque::is_empty",
            args().arg(deque.by_ref()).returns(bool()),
            Deque::is_empty,
            C::is_empty,
        )
        .method();
    engine
        .declare(
            "VecDeque::clear",
            args().arg(deque.by_mut()).returns(unit()),
            Deque::clear,
            C::clear,
        )
        .method();
    engine
        .declare(
            "VecDeque::iter",
            args().arg(deque.by_ref()).returns(vec_of(int::<u8>())),
            Deque::to_vec,
            |d: &C| d.iter().copied().collect(),
        )
        .method()
        .post(|call| format!("{call}.copied().collect::<Vec<_>>()"));
    engine
        .declare(
            "Vec::from",
            args().arg(deque.by_value()).returns(vec_of(int::<u8>())),
            Deque::into_vec,
            Vec::from,
        )
        .path("Vec::from");
    engine
}
