//! The reproducers of the concurrent demos' races (`demos/src/concurrent/`), printed by
//! `cargo run --release -p demos -- <demo>` with `MONOLITH_SEED=1` and pasted but for
//! `#[should_panic]` and `#[rustfmt::skip]` (the stack's from the token of an earlier run,
//! `MONOLITH_REPLAY=m2.jZN2KwBSX9Od1vuGZpVoTsm3ZoSH2Ux8o4MQ.d990`, whose shrink ended at 7
//! calls where this seed's ran out of its budget at 303). Each compiles against the `demos`
//! crate, uses the candidate alone, passes `clippy -D warnings`, and runs its calls on two
//! threads round after round, in batches of fresh candidates whose threads meet at each
//! round's start by spinning, until a round's results are none of the outcomes the reference
//! allows (the queue's, when a thread's `push` panics): each failed within a second in 10 runs
//! of 10 on a 2-core machine (`scripts/parallel-reproducers.sh`).
//!
//! A race shows itself in some rounds only, so the shrunk scenario of one run may differ from
//! another's; the set's cannot (its smallest scenario is the empty buffer), and
//! `the_set_prints_its_pasted_reproducer` checks that it is still what that scenario prints.

// `support` also serves files that check where a sequential reproducer fails.
#[allow(dead_code)]
mod support;

#[ignore = "run one at a time by `each_reproducer_fails`: two at once share the cores their races need"]
#[test]
#[should_panic]
#[rustfmt::skip]
fn set_linearizability_reproducer() {
    use demos::concurrent::set::faulty::RacySet;
    use demos::concurrent::set::ConcurrentSet;
    use std::hint::spin_loop;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    // Every outcome the reference allows: one per interleaving of the threads' calls.
    let allowed = [
        ((false,), (true,)),
        ((true,), (false,)),
    ];
    // The threads meet at the start of each round of a batch: each counts its arrival and
    // spins until all have arrived. A thread whose call panics leaves, and the others go on
    // without it; its panic fails the test.
    const BATCH: usize = 100;
    let arrived = AtomicUsize::new(0);
    let left = AtomicBool::new(false);
    let meet = |k: usize| {
        arrived.fetch_add(1, Ordering::AcqRel);
        let mut spins = 0u32;
        while arrived.load(Ordering::Acquire) < 2 * (k + 1) && !left.load(Ordering::Acquire) {
            if spins < 1 << 12 {
                spins += 1;
                spin_loop();
            } else {
                std::thread::yield_now();
            }
        }
    };
    fn or_leave<T>(left: &AtomicBool, f: impl FnOnce() -> T) -> T {
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_or_else(|panic| {
            left.store(true, Ordering::Release);
            std::panic::resume_unwind(panic)
        })
    }
    for batch in 0..1_000u64 {
        // A fresh candidate for each round of the batch.
        let candidates: Vec<_> = (0..BATCH).map(|_| RacySet::new()).collect();
        arrived.store(0, Ordering::Release);
        let outcomes: Vec<_> = std::thread::scope(|scope| {
            let t1 = scope.spawn(|| {
                or_leave(&left, || {
                    candidates.iter().enumerate().map(|(k, s)| {
                        meet(k);
                        for i in 0..(batch * BATCH as u64 + k as u64) * 59 % 101 {
                            std::hint::black_box(i);
                        }
                        let r1_0 = s.insert(0u8);
                        (r1_0,)
                    }).collect::<Vec<_>>()
                })
            });
            let t0 = or_leave(&left, || {
                candidates.iter().enumerate().map(|(k, s)| {
                    meet(k);
                    for i in 0..(batch * BATCH as u64 + k as u64) * 37 % 101 {
                        std::hint::black_box(i);
                    }
                    let r0_0 = s.insert(0u8);
                    (r0_0,)
                }).collect::<Vec<_>>()
            });
            let mut t1 = t1.join().unwrap().into_iter();
            t0.into_iter().map(|r0| (r0, t1.next().unwrap())).collect()
        });
        for (k, outcome) in outcomes.iter().enumerate() {
            let round = batch * BATCH as u64 + k as u64;
            assert!(
                allowed.contains(outcome),
                "round {round}: no interleaving of the calls gives {outcome:?}"
            );
        }
    }
}

#[ignore = "run one at a time by `each_reproducer_fails`: two at once share the cores their races need"]
#[test]
#[should_panic]
#[rustfmt::skip]
fn register_linearizability_reproducer() {
    use demos::concurrent::register::faulty::TornRegister;
    use demos::concurrent::register::PairRegister;
    use std::hint::spin_loop;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    // Every outcome the reference allows: one per interleaving of the threads' calls.
    let allowed = [
        (((0u16, 0u16),), ((),)),
        (((1u16, 256u16),), ((),)),
    ];
    // The threads meet at the start of each round of a batch: each counts its arrival and
    // spins until all have arrived. A thread whose call panics leaves, and the others go on
    // without it; its panic fails the test.
    const BATCH: usize = 100;
    let arrived = AtomicUsize::new(0);
    let left = AtomicBool::new(false);
    let meet = |k: usize| {
        arrived.fetch_add(1, Ordering::AcqRel);
        let mut spins = 0u32;
        while arrived.load(Ordering::Acquire) < 2 * (k + 1) && !left.load(Ordering::Acquire) {
            if spins < 1 << 12 {
                spins += 1;
                spin_loop();
            } else {
                std::thread::yield_now();
            }
        }
    };
    fn or_leave<T>(left: &AtomicBool, f: impl FnOnce() -> T) -> T {
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_or_else(|panic| {
            left.store(true, Ordering::Release);
            std::panic::resume_unwind(panic)
        })
    }
    for batch in 0..1_000u64 {
        // A fresh candidate for each round of the batch, the prefix run on it.
        let candidates: Vec<_> = (0..BATCH)
            .map(|_| {
                let reg = TornRegister::new();
                reg.set(1u16, 256u16);
                reg
            })
            .collect();
        arrived.store(0, Ordering::Release);
        let outcomes: Vec<_> = std::thread::scope(|scope| {
            let t1 = scope.spawn(|| {
                or_leave(&left, || {
                    candidates.iter().enumerate().map(|(k, reg)| {
                        meet(k);
                        for i in 0..(batch * BATCH as u64 + k as u64) * 59 % 101 {
                            std::hint::black_box(i);
                        }
                        reg.set(0u16, 0u16);
                        ((),)
                    }).collect::<Vec<_>>()
                })
            });
            let t0 = or_leave(&left, || {
                candidates.iter().enumerate().map(|(k, reg)| {
                    meet(k);
                    for i in 0..(batch * BATCH as u64 + k as u64) * 37 % 101 {
                        std::hint::black_box(i);
                    }
                    let r0_0 = reg.get();
                    (r0_0,)
                }).collect::<Vec<_>>()
            });
            let mut t1 = t1.join().unwrap().into_iter();
            t0.into_iter().map(|r0| (r0, t1.next().unwrap())).collect()
        });
        for (k, outcome) in outcomes.iter().enumerate() {
            let round = batch * BATCH as u64 + k as u64;
            assert!(
                allowed.contains(outcome),
                "round {round}: no interleaving of the calls gives {outcome:?}"
            );
        }
    }
}

#[ignore = "run one at a time by `each_reproducer_fails`: two at once share the cores their races need"]
#[test]
#[should_panic]
#[rustfmt::skip]
fn growvec_linearizability_reproducer() {
    use demos::concurrent::growvec::faulty::RacyVec;
    use demos::concurrent::growvec::SharedVec;
    use std::hint::spin_loop;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    // Every outcome the reference allows: one per interleaving of the threads' calls.
    let allowed = [
        ((1usize, 2usize), (3usize,)),
        ((1usize, 3usize), (2usize,)),
        ((2usize, 3usize), (1usize,)),
    ];
    // The threads meet at the start of each round of a batch: each counts its arrival and
    // spins until all have arrived. A thread whose call panics leaves, and the others go on
    // without it; its panic fails the test.
    const BATCH: usize = 100;
    let arrived = AtomicUsize::new(0);
    let left = AtomicBool::new(false);
    let meet = |k: usize| {
        arrived.fetch_add(1, Ordering::AcqRel);
        let mut spins = 0u32;
        while arrived.load(Ordering::Acquire) < 2 * (k + 1) && !left.load(Ordering::Acquire) {
            if spins < 1 << 12 {
                spins += 1;
                spin_loop();
            } else {
                std::thread::yield_now();
            }
        }
    };
    fn or_leave<T>(left: &AtomicBool, f: impl FnOnce() -> T) -> T {
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_or_else(|panic| {
            left.store(true, Ordering::Release);
            std::panic::resume_unwind(panic)
        })
    }
    for batch in 0..1_000u64 {
        // A fresh candidate for each round of the batch, the prefix run on it.
        let candidates: Vec<_> = (0..BATCH)
            .map(|_| {
                let v = RacyVec::new();
                let _ = v.push(0u32);
                v
            })
            .collect();
        arrived.store(0, Ordering::Release);
        let outcomes: Vec<_> = std::thread::scope(|scope| {
            let t1 = scope.spawn(|| {
                or_leave(&left, || {
                    candidates.iter().enumerate().map(|(k, v)| {
                        meet(k);
                        for i in 0..(batch * BATCH as u64 + k as u64) * 59 % 101 {
                            std::hint::black_box(i);
                        }
                        let r1_0 = v.push(0u32);
                        (r1_0,)
                    }).collect::<Vec<_>>()
                })
            });
            let t0 = or_leave(&left, || {
                candidates.iter().enumerate().map(|(k, v)| {
                    meet(k);
                    for i in 0..(batch * BATCH as u64 + k as u64) * 37 % 101 {
                        std::hint::black_box(i);
                    }
                    let r0_0 = v.push(0u32);
                    let r0_1 = v.push(0u32);
                    (r0_0, r0_1)
                }).collect::<Vec<_>>()
            });
            let mut t1 = t1.join().unwrap().into_iter();
            t0.into_iter().map(|r0| (r0, t1.next().unwrap())).collect()
        });
        for (k, outcome) in outcomes.iter().enumerate() {
            let round = batch * BATCH as u64 + k as u64;
            assert!(
                allowed.contains(outcome),
                "round {round}: no interleaving of the calls gives {outcome:?}"
            );
        }
    }
}

#[ignore = "run one at a time by `each_reproducer_fails`: two at once share the cores their races need"]
#[test]
#[should_panic]
#[rustfmt::skip]
fn counter_linearizability_reproducer() {
    use demos::concurrent::counter::faulty::LoadStoreCounter;
    use demos::concurrent::counter::SharedCounter;
    use std::hint::spin_loop;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    // Every outcome the reference allows: one per interleaving of the threads' calls.
    let allowed = [
        ((0u64,), (1u64,)),
        ((1u64,), (0u64,)),
    ];
    // The threads meet at the start of each round of a batch: each counts its arrival and
    // spins until all have arrived. A thread whose call panics leaves, and the others go on
    // without it; its panic fails the test.
    const BATCH: usize = 100;
    let arrived = AtomicUsize::new(0);
    let left = AtomicBool::new(false);
    let meet = |k: usize| {
        arrived.fetch_add(1, Ordering::AcqRel);
        let mut spins = 0u32;
        while arrived.load(Ordering::Acquire) < 2 * (k + 1) && !left.load(Ordering::Acquire) {
            if spins < 1 << 12 {
                spins += 1;
                spin_loop();
            } else {
                std::thread::yield_now();
            }
        }
    };
    fn or_leave<T>(left: &AtomicBool, f: impl FnOnce() -> T) -> T {
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_or_else(|panic| {
            left.store(true, Ordering::Release);
            std::panic::resume_unwind(panic)
        })
    }
    for batch in 0..1_000u64 {
        // A fresh candidate for each round of the batch.
        let candidates: Vec<_> = (0..BATCH).map(|_| LoadStoreCounter::new()).collect();
        arrived.store(0, Ordering::Release);
        let outcomes: Vec<_> = std::thread::scope(|scope| {
            let t1 = scope.spawn(|| {
                or_leave(&left, || {
                    candidates.iter().enumerate().map(|(k, n)| {
                        meet(k);
                        for i in 0..(batch * BATCH as u64 + k as u64) * 59 % 101 {
                            std::hint::black_box(i);
                        }
                        let r1_0 = n.add(1u64);
                        (r1_0,)
                    }).collect::<Vec<_>>()
                })
            });
            let t0 = or_leave(&left, || {
                candidates.iter().enumerate().map(|(k, n)| {
                    meet(k);
                    for i in 0..(batch * BATCH as u64 + k as u64) * 37 % 101 {
                        std::hint::black_box(i);
                    }
                    let r0_0 = n.add(1u64);
                    (r0_0,)
                }).collect::<Vec<_>>()
            });
            let mut t1 = t1.join().unwrap().into_iter();
            t0.into_iter().map(|r0| (r0, t1.next().unwrap())).collect()
        });
        for (k, outcome) in outcomes.iter().enumerate() {
            let round = batch * BATCH as u64 + k as u64;
            assert!(
                allowed.contains(outcome),
                "round {round}: no interleaving of the calls gives {outcome:?}"
            );
        }
    }
}

#[ignore = "run one at a time by `each_reproducer_fails`: two at once share the cores their races need"]
#[test]
#[should_panic]
#[rustfmt::skip]
fn queue_linearizability_reproducer() {
    use demos::concurrent::queue::faulty::SplitQueue;
    use demos::concurrent::queue::SharedQueue;
    use std::hint::spin_loop;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    // Every outcome the reference allows: one per interleaving of the threads' calls.
    let allowed = [
        (((), Some(0u32)), ((),)),
    ];
    // The threads meet at the start of each round of a batch: each counts its arrival and
    // spins until all have arrived. A thread whose call panics leaves, and the others go on
    // without it; its panic fails the test.
    const BATCH: usize = 100;
    let arrived = AtomicUsize::new(0);
    let left = AtomicBool::new(false);
    let meet = |k: usize| {
        arrived.fetch_add(1, Ordering::AcqRel);
        let mut spins = 0u32;
        while arrived.load(Ordering::Acquire) < 2 * (k + 1) && !left.load(Ordering::Acquire) {
            if spins < 1 << 12 {
                spins += 1;
                spin_loop();
            } else {
                std::thread::yield_now();
            }
        }
    };
    fn or_leave<T>(left: &AtomicBool, f: impl FnOnce() -> T) -> T {
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_or_else(|panic| {
            left.store(true, Ordering::Release);
            std::panic::resume_unwind(panic)
        })
    }
    for batch in 0..1_000u64 {
        // A fresh candidate for each round of the batch.
        let candidates: Vec<_> = (0..BATCH).map(|_| SplitQueue::new()).collect();
        arrived.store(0, Ordering::Release);
        let outcomes: Vec<_> = std::thread::scope(|scope| {
            let t1 = scope.spawn(|| {
                or_leave(&left, || {
                    candidates.iter().enumerate().map(|(k, q)| {
                        meet(k);
                        for i in 0..(batch * BATCH as u64 + k as u64) * 59 % 101 {
                            std::hint::black_box(i);
                        }
                        q.push(0u32);
                        ((),)
                    }).collect::<Vec<_>>()
                })
            });
            let t0 = or_leave(&left, || {
                candidates.iter().enumerate().map(|(k, q)| {
                    meet(k);
                    for i in 0..(batch * BATCH as u64 + k as u64) * 37 % 101 {
                        std::hint::black_box(i);
                    }
                    q.push(0u32);
                    let r0_1 = q.pop();
                    ((), r0_1)
                }).collect::<Vec<_>>()
            });
            let mut t1 = t1.join().unwrap().into_iter();
            t0.into_iter().map(|r0| (r0, t1.next().unwrap())).collect()
        });
        for (k, outcome) in outcomes.iter().enumerate() {
            let round = batch * BATCH as u64 + k as u64;
            assert!(
                allowed.contains(outcome),
                "round {round}: no interleaving of the calls gives {outcome:?}"
            );
        }
    }
}

#[ignore = "run one at a time by `each_reproducer_fails`: two at once share the cores their races need"]
#[test]
#[should_panic]
#[rustfmt::skip]
fn map_linearizability_reproducer() {
    use demos::concurrent::map::faulty::RacyMap;
    use demos::concurrent::map::SharedMap;
    use std::hint::spin_loop;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    // Every outcome the reference allows: one per interleaving of the threads' calls.
    let allowed = [
        ((false,), (true,)),
        ((true,), (false,)),
    ];
    // The threads meet at the start of each round of a batch: each counts its arrival and
    // spins until all have arrived. A thread whose call panics leaves, and the others go on
    // without it; its panic fails the test.
    const BATCH: usize = 100;
    let arrived = AtomicUsize::new(0);
    let left = AtomicBool::new(false);
    let meet = |k: usize| {
        arrived.fetch_add(1, Ordering::AcqRel);
        let mut spins = 0u32;
        while arrived.load(Ordering::Acquire) < 2 * (k + 1) && !left.load(Ordering::Acquire) {
            if spins < 1 << 12 {
                spins += 1;
                spin_loop();
            } else {
                std::thread::yield_now();
            }
        }
    };
    fn or_leave<T>(left: &AtomicBool, f: impl FnOnce() -> T) -> T {
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_or_else(|panic| {
            left.store(true, Ordering::Release);
            std::panic::resume_unwind(panic)
        })
    }
    for batch in 0..1_000u64 {
        // A fresh candidate for each round of the batch.
        let candidates: Vec<_> = (0..BATCH).map(|_| RacyMap::new()).collect();
        arrived.store(0, Ordering::Release);
        let outcomes: Vec<_> = std::thread::scope(|scope| {
            let t1 = scope.spawn(|| {
                or_leave(&left, || {
                    candidates.iter().enumerate().map(|(k, m)| {
                        meet(k);
                        for i in 0..(batch * BATCH as u64 + k as u64) * 59 % 101 {
                            std::hint::black_box(i);
                        }
                        let r1_0 = m.insert_if_absent(0u8, 0u32);
                        (r1_0,)
                    }).collect::<Vec<_>>()
                })
            });
            let t0 = or_leave(&left, || {
                candidates.iter().enumerate().map(|(k, m)| {
                    meet(k);
                    for i in 0..(batch * BATCH as u64 + k as u64) * 37 % 101 {
                        std::hint::black_box(i);
                    }
                    let r0_0 = m.insert_if_absent(0u8, 0u32);
                    (r0_0,)
                }).collect::<Vec<_>>()
            });
            let mut t1 = t1.join().unwrap().into_iter();
            t0.into_iter().map(|r0| (r0, t1.next().unwrap())).collect()
        });
        for (k, outcome) in outcomes.iter().enumerate() {
            let round = batch * BATCH as u64 + k as u64;
            assert!(
                allowed.contains(outcome),
                "round {round}: no interleaving of the calls gives {outcome:?}"
            );
        }
    }
}

#[ignore = "run one at a time by `each_reproducer_fails`: two at once share the cores their races need"]
#[test]
#[should_panic]
#[rustfmt::skip]
fn lfqueue_linearizability_reproducer() {
    use demos::concurrent::lfqueue::faulty::VyukovQueue;
    use demos::concurrent::lfqueue::BoundedQueue;
    use std::hint::spin_loop;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    // Every outcome the reference allows: one per interleaving of the threads' calls.
    let allowed = [
        ((true, Some(0u32), true, true, true), (Some(5u32), true)),
        ((true, Some(5u32), true, true, true), (Some(5u32), true)),
    ];
    // The threads meet at the start of each round of a batch: each counts its arrival and
    // spins until all have arrived. A thread whose call panics leaves, and the others go on
    // without it; its panic fails the test.
    const BATCH: usize = 100;
    let arrived = AtomicUsize::new(0);
    let left = AtomicBool::new(false);
    let meet = |k: usize| {
        arrived.fetch_add(1, Ordering::AcqRel);
        let mut spins = 0u32;
        while arrived.load(Ordering::Acquire) < 2 * (k + 1) && !left.load(Ordering::Acquire) {
            if spins < 1 << 12 {
                spins += 1;
                spin_loop();
            } else {
                std::thread::yield_now();
            }
        }
    };
    fn or_leave<T>(left: &AtomicBool, f: impl FnOnce() -> T) -> T {
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_or_else(|panic| {
            left.store(true, Ordering::Release);
            std::panic::resume_unwind(panic)
        })
    }
    for batch in 0..1_000u64 {
        // A fresh candidate for each round of the batch, the prefix run on it.
        let candidates: Vec<_> = (0..BATCH)
            .map(|_| {
                let q = VyukovQueue::new();
                let _ = q.push(5u32);
                q
            })
            .collect();
        arrived.store(0, Ordering::Release);
        let outcomes: Vec<_> = std::thread::scope(|scope| {
            let t1 = scope.spawn(|| {
                or_leave(&left, || {
                    candidates.iter().enumerate().map(|(k, q)| {
                        meet(k);
                        for i in 0..(batch * BATCH as u64 + k as u64) * 59 % 101 {
                            std::hint::black_box(i);
                        }
                        let r1_0 = q.pop();
                        let r1_1 = q.push(0u32);
                        (r1_0, r1_1)
                    }).collect::<Vec<_>>()
                })
            });
            let t0 = or_leave(&left, || {
                candidates.iter().enumerate().map(|(k, q)| {
                    meet(k);
                    for i in 0..(batch * BATCH as u64 + k as u64) * 37 % 101 {
                        std::hint::black_box(i);
                    }
                    let r0_0 = q.push(5u32);
                    let r0_1 = q.pop();
                    let r0_2 = q.push(2u32);
                    let r0_3 = q.push(1u32);
                    let r0_4 = q.push(7u32);
                    (r0_0, r0_1, r0_2, r0_3, r0_4)
                }).collect::<Vec<_>>()
            });
            let mut t1 = t1.join().unwrap().into_iter();
            t0.into_iter().map(|r0| (r0, t1.next().unwrap())).collect()
        });
        for (k, outcome) in outcomes.iter().enumerate() {
            let round = batch * BATCH as u64 + k as u64;
            assert!(
                allowed.contains(outcome),
                "round {round}: no interleaving of the calls gives {outcome:?}"
            );
        }
    }
}

#[ignore = "run one at a time by `each_reproducer_fails`: two at once share the cores their races need"]
#[test]
#[should_panic]
#[rustfmt::skip]
fn stack_linearizability_reproducer() {
    use demos::concurrent::stack::faulty::AbaStack;
    use demos::concurrent::stack::SharedStack;
    use std::hint::spin_loop;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    // Every outcome the reference allows: one per interleaving of the threads' calls.
    let allowed = [
        (((), None, None, None, None, ()), (Some(0u32),)),
        (((), Some(0u32), None, None, None, ()), (None,)),
        (((), Some(0u32), None, None, None, ()), (Some(1u32),)),
    ];
    // The threads meet at the start of each round of a batch: each counts its arrival and
    // spins until all have arrived. A thread whose call panics leaves, and the others go on
    // without it; its panic fails the test.
    const BATCH: usize = 100;
    let arrived = AtomicUsize::new(0);
    let left = AtomicBool::new(false);
    let meet = |k: usize| {
        arrived.fetch_add(1, Ordering::AcqRel);
        let mut spins = 0u32;
        while arrived.load(Ordering::Acquire) < 2 * (k + 1) && !left.load(Ordering::Acquire) {
            if spins < 1 << 12 {
                spins += 1;
                spin_loop();
            } else {
                std::thread::yield_now();
            }
        }
    };
    fn or_leave<T>(left: &AtomicBool, f: impl FnOnce() -> T) -> T {
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_or_else(|panic| {
            left.store(true, Ordering::Release);
            std::panic::resume_unwind(panic)
        })
    }
    for batch in 0..1_000u64 {
        // A fresh candidate for each round of the batch.
        let candidates: Vec<_> = (0..BATCH).map(|_| AbaStack::new()).collect();
        arrived.store(0, Ordering::Release);
        let outcomes: Vec<_> = std::thread::scope(|scope| {
            let t1 = scope.spawn(|| {
                or_leave(&left, || {
                    candidates.iter().enumerate().map(|(k, s)| {
                        meet(k);
                        for i in 0..(batch * BATCH as u64 + k as u64) * 59 % 101 {
                            std::hint::black_box(i);
                        }
                        let r1_0 = s.pop();
                        (r1_0,)
                    }).collect::<Vec<_>>()
                })
            });
            let t0 = or_leave(&left, || {
                candidates.iter().enumerate().map(|(k, s)| {
                    meet(k);
                    for i in 0..(batch * BATCH as u64 + k as u64) * 37 % 101 {
                        std::hint::black_box(i);
                    }
                    s.push(0u32);
                    let r0_1 = s.pop();
                    let r0_2 = s.pop();
                    let r0_3 = s.pop();
                    let r0_4 = s.pop();
                    s.push(1u32);
                    ((), r0_1, r0_2, r0_3, r0_4, ())
                }).collect::<Vec<_>>()
            });
            let mut t1 = t1.join().unwrap().into_iter();
            t0.into_iter().map(|r0| (r0, t1.next().unwrap())).collect()
        });
        for (k, outcome) in outcomes.iter().enumerate() {
            let round = batch * BATCH as u64 + k as u64;
            assert!(
                allowed.contains(outcome),
                "round {round}: no interleaving of the calls gives {outcome:?}"
            );
        }
    }
}

/// The set's reproducer for its smallest scenario, the empty buffer (two inserts of `0u8`, one
/// per thread), printed as pasted. Which scenario a seed finds the race in, and whether a
/// replay sees it again, depend on the machine's timing and load (the other tests of this file
/// spin both cores), so the test is printed from the token alone, as
/// [`Parallel::reproducer`](monolith_core::parallel::Parallel::reproducer) does for a race that
/// showed once: `parallel.rs` checks that seeds 1 to 5 find the race, that it shrinks, and that
/// a report prints the same test as its token.
#[test]
fn the_set_prints_its_pasted_reproducer() {
    let set = demos::concurrent::find("set-race").unwrap();
    let reproducer = (set.reproducer)(&[]).expect("a reproducer");
    support::assert_pasted(
        include_str!("parallel_reproducers.rs"),
        "parallel_reproducers.rs",
        "set-race",
        &reproducer,
    );
}

/// Each reproducer fails, one at a time (two at once, each spinning two threads, share the
/// two cores that their races need, and a race may not show within the 100,000 rounds of a
/// test), within three tries: on its assertion that the round's outcome is allowed, but the queue's, which fails
/// on the candidate's own panic (`insert` past the end), reaching the test through `join`.
#[test]
fn each_reproducer_fails() {
    let pasted: [(&str, fn()); 8] = [
        ("set", set_linearizability_reproducer),
        ("register", register_linearizability_reproducer),
        ("growvec", growvec_linearizability_reproducer),
        ("counter", counter_linearizability_reproducer),
        ("queue", queue_linearizability_reproducer),
        ("map", map_linearizability_reproducer),
        ("lfqueue", lfqueue_linearizability_reproducer),
        ("stack", stack_linearizability_reproducer),
    ];
    for (name, f) in pasted {
        // A race needs both threads on a core at once: on a machine busy with other work, a
        // test's 100,000 rounds may pass, so each reproducer has three tries.
        let payload = (0..3)
            .find_map(|_| std::panic::catch_unwind(f).err())
            .unwrap_or_else(|| panic!("{name}: passed three times"));
        let message = payload
            .downcast_ref::<String>()
            .cloned()
            .unwrap_or_default();
        let expected = match name {
            "queue" => "called `Result::unwrap()` on an `Err` value",
            _ => "no interleaving of the calls gives",
        };
        assert!(message.contains(expected), "{name}: {message}");
    }
}
