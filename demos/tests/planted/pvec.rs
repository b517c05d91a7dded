//! The persistent-vector planted bug: a hand-written sequence shows it on `Faulty` and not on
//! `Working`, and the working candidate agrees with the reference on long histories with many
//! versions. The engine runs of the suite (every bug found, no false alarm) are in
//! `tests/planted/main.rs`.

use demos::planted::pvec::{reference::PVec, Faulty, Working};

use super::xorshift;

/// Pushes `0, 1, ..., n - 1` on `v`.
fn pushes<V>(mut v: V, n: i32, push: impl Fn(&V, i32) -> V) -> V {
    for x in 0..n {
        v = push(&v, x);
    }
    v
}

#[test]
fn the_faulty_candidate_lets_one_fork_see_the_other() {
    // 23 elements: 16 in the first subtree of the root, 4 in the second, 3 in the tail.
    let v = pushes(Faulty::new(), 23, Faulty::push);
    // A fork fills the tail, which moves into the second subtree, in place.
    let a = v.push(100).push(101);
    // Another fork fills its own copy of the tail: the second subtree is copied, and the root
    // is updated in place.
    let b = v.push(200).push(201);
    assert_eq!(b.get(23), 200);
    assert_eq!(a.get(23), 200, "the faulty candidate is right");
    // The reference, on the same sequence.
    let v = pushes(PVec::new(), 23, PVec::push);
    assert_eq!(v.push(100).push(101).get(23), 100);
}

#[test]
fn the_working_candidate_agrees_on_the_same_sequence() {
    let v = pushes(Working::new(), 23, Working::push);
    let a = v.push(100).push(101);
    let b = v.push(200).push(201);
    let r = pushes(PVec::new(), 23, PVec::push);
    let (ra, rb) = (r.push(100).push(101), r.push(200).push(201));
    for i in 0..25 {
        assert_eq!(a.get(i), ra.get(i), "a.get({i})");
        assert_eq!(b.get(i), rb.get(i), "b.get({i})");
    }
    for i in 0..23 {
        assert_eq!(v.get(i), r.get(i), "v.get({i})");
    }
}

#[test]
fn the_working_candidate_agrees_on_long_histories() {
    for seed in 1..=20 {
        let mut next = xorshift(seed);
        // Versions, reference and candidate side by side; new ones replace random old ones.
        let mut versions = vec![(PVec::new(), Working::new())];
        for step in 0..5_000 {
            let k = next() as usize % versions.len();
            let (r, c) = &versions[k];
            let x = next() as i32;
            let new = match next() % 10 {
                0..=5 => (r.push(x), c.push(x)),
                6 if !r.is_empty() => {
                    let i = next() as usize % r.len();
                    (r.set(i, x), c.set(i, x))
                }
                7 => (r.pop(), c.pop()),
                _ => {
                    assert_eq!(r.len(), c.len(), "seed {seed}, step {step}");
                    for i in 0..r.len() {
                        assert_eq!(r.get(i), c.get(i), "seed {seed}, step {step}: get({i})");
                    }
                    continue;
                }
            };
            if versions.len() < 16 {
                versions.push(new);
            } else {
                versions[next() as usize % 16] = new;
            }
        }
        for (r, c) in &versions {
            assert_eq!(r.len(), c.len(), "seed {seed}");
            for i in 0..r.len() {
                assert_eq!(r.get(i), c.get(i), "seed {seed}: get({i})");
            }
        }
    }
}

#[test]
fn the_working_candidate_keeps_every_version_of_a_long_chain_and_its_forks() {
    let mut chain = vec![Working::new()];
    for x in 0..300 {
        let v = chain.last().unwrap().push(x);
        chain.push(v);
    }
    // Two forks of every version, pushed past a tail or two, then popped and set.
    let forks: Vec<(Working, Working)> = chain
        .iter()
        .map(|v| {
            let a = (0..7).fold(v.clone(), |a, x| a.push(1_000 + x));
            let b = (0..9).fold(v.clone(), |b, x| b.push(2_000 + x)).pop();
            (a, b.set(b.len() - 1, -1))
        })
        .collect();
    for (n, v) in chain.iter().enumerate() {
        assert_eq!(v.len(), n);
        for i in 0..n {
            assert_eq!(v.get(i), i as i32, "version {n}: get({i})");
        }
        let (a, b) = &forks[n];
        assert_eq!((a.len(), b.len()), (n + 7, n + 8));
        for i in 0..n {
            assert_eq!(
                (a.get(i), b.get(i)),
                (i as i32, i as i32),
                "forks of {n}: get({i})"
            );
        }
        for x in 0..7 {
            assert_eq!(a.get(n + x), 1_000 + x as i32, "fork a of {n}");
        }
        for x in 0..7 {
            assert_eq!(b.get(n + x), 2_000 + x as i32, "fork b of {n}");
        }
        assert_eq!(b.get(n + 7), -1);
    }
}
