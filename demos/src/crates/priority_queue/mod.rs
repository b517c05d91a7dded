//! `priority-queue` 2.7.0, `PriorityQueue`: a max-heap of items whose priorities can change,
//! against the `Vec`-based reference of the double-ended queue
//! ([`Pq`]). No bug known; the demo passes.
//!
//! The spec declares, once each: `new` (the constructor), `clone`, `push`, `push_increase`,
//! `push_decrease`, `change_priority`, `get_priority`, `contains`, `remove`, `peek`, `pop`,
//! `len`, `is_empty`, `clear` and `into_sorted_vec` (which consumes the queue). Items and
//! priorities are `u8`s. The crate documents no order among equal priorities, so `peek`, `pop`
//! and `into_sorted_vec` are declared `nondet`: the reference accepts any item of highest
//! priority (in a sorted vector, any order among equal priorities).

use ::priority_queue::PriorityQueue;
use monolith_core::spec::*;
use monolith_core::Engine;

use super::double_priority_queue::reference::Pq;

type C = PriorityQueue<u8, u8>;

/// `&item`, as the crate's lookups take it.
fn item_ref() -> impl Constructible<R = u8, C = u8> {
    map_outof(int::<u8>(), |i| i, |i| i, |code| format!("&{code}"))
}

/// The spec of `PriorityQueue<u8, u8>`.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::crates::priority_queue::working_engine()
///     .run_random(&Config::with_seed(1).scenarios(500))
///     .is_ok());
/// ```
pub fn working_engine() -> Engine {
    let mut engine = Engine::new();
    engine.preamble("use priority_queue::PriorityQueue;");
    engine.test_name("priority_queue_reproducer");
    let queue = engine.abstract_type::<Pq, C>("q");
    let pair = || option((int::<u8>(), int::<u8>()));
    engine.declare(
        "PriorityQueue::new",
        args().returns(queue.clone()),
        Pq::new,
        C::new,
    );
    engine
        .declare(
            "PriorityQueue::clone",
            args().arg(queue.by_ref()).returns(queue.clone()),
            |q: &Pq| q.clone(),
            |q: &C| q.clone(),
        )
        .method();
    macro_rules! push {
        ($name:ident) => {
            engine
                .declare(
                    concat!("PriorityQueue::", stringify!($name)),
                    args()
                        .arg(queue.by_mut())
                        .arg(int::<u8>())
                        .arg(int::<u8>())
                        .returns(option(int::<u8>())),
                    Pq::$name,
                    C::$name,
                )
                .method();
        };
    }
    push!(push);
    push!(push_increase);
    push!(push_decrease);
    engine
        .declare(
            "PriorityQueue::change_priority",
            args()
                .arg(queue.by_mut())
                .arg(item_ref())
                .arg(int::<u8>())
                .returns(option(int::<u8>())),
            Pq::change_priority,
            |q: &mut C, i: u8, p: u8| q.change_priority(&i, p),
        )
        .method();
    engine
        .declare(
            "PriorityQueue::get_priority",
            args()
                .arg(queue.by_ref())
                .arg(item_ref())
                .returns(option(int::<u8>())),
            Pq::get_priority,
            |q: &C, i: u8| q.get_priority(&i).copied(),
        )
        .method()
        .post(|call| format!("{call}.copied()"));
    engine
        .declare(
            "PriorityQueue::contains",
            args().arg(queue.by_ref()).arg(item_ref()).returns(bool()),
            Pq::contains,
            |q: &C, i: u8| q.contains(&i),
        )
        .method();
    engine
        .declare(
            "PriorityQueue::remove",
            args().arg(queue.by_mut()).arg(item_ref()).returns(pair()),
            Pq::remove,
            |q: &mut C, i: u8| q.remove(&i),
        )
        .method();
    engine
        .declare(
            "PriorityQueue::peek",
            args().arg(queue.by_ref()).nondet(pair()),
            Pq::peek_max,
            |q: &C| q.peek().map(|(i, p)| (*i, *p)),
        )
        .method()
        .post(|call| format!("{call}.map(|(i, p)| (*i, *p))"));
    engine
        .declare(
            "PriorityQueue::pop",
            args().arg(queue.by_mut()).nondet(pair()),
            Pq::pop_max,
            C::pop,
        )
        .method();
    engine
        .declare(
            "PriorityQueue::len",
            args().arg(queue.by_ref()).returns(int::<usize>()),
            Pq::len,
            C::len,
        )
        .method();
    engine
        .declare(
            "PriorityQueue::is_empty",
            args().arg(queue.by_ref()).returns(bool()),
            Pq::is_empty,
            C::is_empty,
        )
        .method();
    engine
        .declare(
            "PriorityQueue::clear",
            args().arg(queue.by_mut()).returns(unit()),
            Pq::clear,
            C::clear,
        )
        .method();
    engine
        .declare(
            "PriorityQueue::into_sorted_vec",
            args().arg(queue.by_value()).nondet(vec_of(int::<u8>())),
            Pq::into_descending_sorted_vec,
            C::into_sorted_vec,
        )
        .method();
    engine
}
