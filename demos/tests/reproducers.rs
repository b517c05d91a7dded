//! The reproducer of every faulty demo (the paper's and the planted-bug suite), printed by
//! `(demo.engine)().run_random(&Config::with_seed(1).scenarios(100_000))` and pasted verbatim
//! but for `#[should_panic]` and `#[rustfmt::skip]` (so that the paste stays as printed). Each
//! compiles against the `demos` crate, uses the candidate alone, passes `clippy -D warnings`
//! (CI lints this file with the workspace) and fails on its last statement; the tests below
//! check that the demos still print exactly these, so the file cannot rot, and where each
//! fails.
//!
//! Regenerate one with `MONOLITH_REGRESSIONS=off MONOLITH_SEED=1 MONOLITH_SCENARIOS=100000
//! cargo run -q -p demos -- <demo>`.

mod support;

use monolith_core::Config;

// parray
#[test]
#[should_panic]
#[rustfmt::skip]
fn parray_reproducer() {
    use parray::faulty::PArray;
    use parray::PArrayApi;
    let a0 = PArray::make(1usize, 0);
    let _a1 = a0.set(0usize, 1);
    assert_eq!(a0.get(0usize), 0); // candidate returned 1
}

// gen
#[test]
#[should_panic]
#[rustfmt::skip]
fn gen_reproducer() {
    use demos::gen::faulty::Gen;
    use demos::gen::GenApi;
    let mut g0 = Gen::new();
    assert_eq!(g0.next(), 0i64);
    assert_eq!(g0.next(), 100i64);
    assert_eq!(g0.next(), 200i64);
    let v4_0 = g0.next();
    assert!(v4_0 > 200); // candidate returned 44
}

// sparray
#[test]
#[should_panic]
#[rustfmt::skip]
fn sparray_reproducer() {
    use demos::sparray::faulty::SpArray;
    use demos::sparray::SpArrayApi;
    let a0 = SpArray::make(1usize, 0);
    let a1 = a0.set(0usize, 1);
    assert_eq!(a0.length(), 1usize);
    let _ = a1.get(0usize); // the candidate panics: semi-persistent array used after it was invalidated
}

// ptset
#[test]
#[should_panic]
#[rustfmt::skip]
fn ptset_reproducer() {
    use demos::ptset::faulty::PtSet;
    use demos::ptset::PtSetApi;
    let s0 = PtSet::singleton(0i64);
    let s1 = s0.add(i64::MIN);
    let s2 = s1.add(1i64);
    let s3 = s2.union(&s1);
    assert_eq!(s3.elements(), vec![i64::MIN, 0i64, 1i64]); // candidate returned vec![i64::MIN, i64::MIN, 0, 1]
}

// avl
#[test]
#[should_panic]
#[rustfmt::skip]
fn avl_reproducer() {
    use demos::avl::faulty::AvlSet;
    use demos::avl::AvlApi;
    let s0 = AvlSet::empty();
    let s1 = s0.add(0u8);
    let s2 = s1.add(2u8);
    let s3 = s2.add(1u8);
    let s4 = s3.add(u8::MAX);
    let s5 = s4.add(4u8);
    let s6 = s5.add(16u8);
    let s7 = s0.add(u8::MAX);
    let s8 = s6.add(8u8);
    let s9 = s7.union(&s8);
    s9.assert_balanced();
}

// bag-det
#[test]
#[should_panic]
#[rustfmt::skip]
fn bag_det_reproducer() {
    use demos::bag_det::faulty::Bag;
    use demos::bag_det::BagApi;
    let mut b0 = Bag::new();
    b0.push(0);
    b0.push(1);
    assert_eq!(b0.pop(), Some(1)); // candidate returned Some(0)
}

// bag-nondet
#[test]
#[should_panic]
#[rustfmt::skip]
fn bag_nondet_reproducer() {
    use demos::bag_nondet::faulty::Bag;
    use demos::bag_nondet::BagApi;
    let mut b0 = Bag::new();
    b0.push(0);
    assert_eq!(b0.pop(), Some(0));
    assert_eq!(b0.len(), 0usize); // candidate returned 1
}

// sort
#[test]
#[should_panic]
#[rustfmt::skip]
fn sort_reproducer() {
    use demos::sort::faulty::sort_by;
    assert_eq!(sort_by(vec![0, 1], |a: &i32, b: &i32| b.cmp(a)), vec![1, 0]); // candidate returned vec![0, 1] (first difference at index 0)
}

// retain
#[test]
#[should_panic]
#[rustfmt::skip]
fn compact_vec_reproducer() {
    use demos::retain::Faulty;
    let mut v0 = Faulty::new();
    v0.push(0u8);
    v0.push(0u8);
    assert_eq!(v0.retain({ let k = 0u8; move |x: &u8| *x < k }), 0usize); // candidate returned 1
}

// drain
#[test]
#[should_panic]
#[rustfmt::skip]
fn drain_reproducer() {
    use demos::drain::faulty::Buf;
    use demos::drain::Buffer;
    let mut v0 = Buf::new();
    v0.push(0u8);
    v0.push(1u8);
    v0.push(0u8);
    assert_eq!(v0.drain(0..1), vec![0u8]);
    assert_eq!(v0.to_vec(), vec![1u8, 0u8]); // candidate returned vec![0, 0]
}

// misc-choose-remove
#[test]
#[should_panic]
#[rustfmt::skip]
fn misc_choose_remove_reproducer() {
    use demos::misc::choose_remove::faulty::Set;
    use demos::misc::choose_remove::SetApi;
    let s0 = Set::empty();
    let s1 = s0.add(0);
    let s2 = s1.add(1);
    let Some(v3_0) = s2.choose_and_remove() else { panic!("expected Some(_)") };
    let (v3_1, s3) = v3_0;
    assert_eq!(v3_1, 0);
    let v4_0 = s3.choose_and_remove();
    assert!(matches!(v4_0, Some((1, _))));
}

// misc-construct-option
#[test]
#[should_panic]
#[rustfmt::skip]
fn misc_construct_option_reproducer() {
    use demos::misc::construct_option::faulty::List;
    use demos::misc::construct_option::ListApi;
    let l0 = List::of(Some(0));
    let l1 = l0.push(1);
    let Some(l2) = l1.tail() else { panic!("expected Some(_)") };
    assert_eq!(l2.head(), Some(0)); // candidate returned Some(1)
}

// misc-pop-empty
#[test]
#[should_panic]
#[rustfmt::skip]
fn misc_pop_empty_reproducer() {
    use demos::misc::pop_empty::faulty::Stack;
    use demos::misc::pop_empty::StackApi;
    let mut s0 = Stack::new(1usize);
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| { let _ = s0.pop(); })).expect_err("the reference panics here: pop on an empty stack"); // the candidate returns normally
}

// misc-map-choose
#[test]
#[should_panic]
#[rustfmt::skip]
fn misc_map_choose_reproducer() {
    use demos::misc::map_choose::faulty::Map;
    use demos::misc::map_choose::MapApi;
    let mut m0 = Map::new();
    assert_eq!(m0.insert(0, 0), None);
    assert_eq!(m0.insert(0, 1), Some(0));
    let v3_0 = m0.choose();
    assert_eq!(v3_0, Some((0, 1))); // candidate returned Some((0, 0))
}

// misc-nondet-pair-left
#[test]
#[should_panic]
#[rustfmt::skip]
fn misc_nondet_pair_left_reproducer() {
    use demos::misc::nondet_pair::faulty::below_nth;
    let v0_0 = below_nth(vec![0, 0], 1usize);
    assert_eq!({ let mut part = v0_0.0; part.sort(); part }, vec![0]); // candidate returned (vec![], 0)
}

// misc-nondet-pair-right
#[test]
#[should_panic]
#[rustfmt::skip]
fn misc_nondet_pair_right_reproducer() {
    use demos::misc::nondet_pair::faulty::above_nth;
    let v0_0 = above_nth(vec![0, 0], 0usize);
    assert_eq!({ let mut part = v0_0.1; part.sort(); part }, vec![0]); // candidate returned (0, vec![])
}

// pairs
#[test]
#[should_panic]
#[rustfmt::skip]
fn pairs_reproducer() {
    use demos::pairs::faulty::Stack;
    use demos::pairs::SplitStack;
    let s0 = Stack::empty();
    let s1 = s0.push(0);
    let (_s2, s3) = s1.split(0usize);
    assert_eq!(s3.to_vec(), vec![0]); // candidate returned vec![]
}

// varint
#[test]
#[should_panic]
#[rustfmt::skip]
fn varint_reproducer() {
    use demos::planted::varint::Faulty;
    assert_eq!(Faulty::encoded_len(562949953421312u64), 8usize); // candidate returned 7
}

// prefixset
#[test]
#[should_panic]
#[rustfmt::skip]
fn prefixset_reproducer() {
    use demos::planted::prefixset::Faulty;
    let mut s0 = Faulty::new();
    assert!(s0.insert("\u{80}".to_string()));
    let _ = s0.longest_stored_prefix_of("\u{80}".to_string()); // the candidate panics: end byte index 1 is not a char boundary; it is inside '\u{80}' (bytes 0..2) of ``
}

// arena
#[test]
#[should_panic]
#[rustfmt::skip]
fn arena_reproducer() {
    use demos::planted::arena::Faulty;
    let mut a0 = Faulty::new();
    assert_eq!(a0.insert(0u32), 4294967296u64);
    assert_eq!(a0.get(4294967297u64), None); // candidate returned Some(0)
}

// intervals
#[test]
#[should_panic]
#[rustfmt::skip]
fn intervals_reproducer() {
    use demos::planted::intervals::Faulty;
    let mut s0 = Faulty::new();
    s0.insert(0u32, 1u32);
    s0.insert(1u32, 2u32);
    assert_eq!(s0.len_ranges(), 1usize); // candidate returned 2
}

// textbuf
#[test]
#[should_panic]
#[rustfmt::skip]
fn textbuf_reproducer() {
    use demos::planted::textbuf::Faulty;
    let mut t0 = Faulty::new();
    t0.insert(0usize, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaࠀaaaaaaaaaaࠀaaaaaaaaaaࠀaaaaaࠀaaaaaaaࠀaaaaaaaaaa\u{80}aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa".to_string());
    t0.delete(494usize, 0usize); // the candidate panics: start of range should be a character boundary
}

// histogram
#[test]
#[should_panic]
#[rustfmt::skip]
fn histogram_reproducer() {
    use demos::planted::histogram::Faulty;
    let mut h0 = Faulty::new();
    h0.record(4294967296u64);
    assert_eq!(h0.quantile_bucket(0u8), Some(33u8)); // candidate returned Some(0)
}

// btree
#[test]
#[should_panic]
#[rustfmt::skip]
fn btree_reproducer() {
    use demos::planted::btree::Faulty;
    let mut s0 = Faulty::new();
    assert!(s0.insert(0u8));
    assert!(s0.insert(1u8));
    assert!(s0.insert(u8::MAX));
    assert!(s0.insert(254u8));
    assert!(s0.insert(32u8));
    assert!(s0.insert(64u8));
    assert!(s0.insert(8u8));
    assert!(s0.insert(16u8));
    assert!(s0.insert(2u8));
    assert!(s0.insert(4u8));
    assert!(s0.remove(u8::MAX));
    assert!(s0.remove(0u8)); // candidate returned false
}

// pvec
#[test]
#[should_panic]
#[rustfmt::skip]
fn pvec_reproducer() {
    use demos::planted::pvec::Faulty;
    let v0 = Faulty::new();
    let v1 = v0.push(0);
    let v2 = v1.push(0);
    let v3 = v2.push(0);
    let v4 = v3.push(0);
    let v5 = v4.push(0);
    let v6 = v5.push(0);
    let v7 = v6.push(0);
    let v8 = v7.push(0);
    let v9 = v8.push(0);
    let v10 = v9.push(0);
    let v11 = v10.push(0);
    let v12 = v11.push(0);
    let v13 = v12.push(0);
    let v14 = v13.push(0);
    let v15 = v14.push(0);
    let v16 = v15.push(0);
    let v17 = v16.push(0);
    let v18 = v17.push(0);
    let v19 = v18.push(0);
    let v20 = v19.push(0);
    let v21 = v20.push(0);
    let v22 = v21.push(0);
    let v23 = v22.push(0);
    let v24 = v23.push(1);
    let v25 = v24.push(0);
    let v26 = v23.push(0);
    let _v27 = v26.push(0);
    assert_eq!(v25.get(23usize), 1); // candidate returned 0
}

// sched
#[test]
#[should_panic]
#[rustfmt::skip]
fn sched_reproducer() {
    use demos::planted::sched::Faulty;
    let mut s0 = Faulty::new();
    assert_eq!(s0.schedule(0u32), 0u64);
    assert_eq!(s0.schedule(0u32), 1u64);
    assert!(s0.cancel(0u64));
    assert!(s0.cancel(1u64));
    assert_eq!(s0.schedule(0u32), 2u64);
    assert_eq!(s0.schedule(0u32), 3u64);
    assert!(s0.cancel(2u64));
    assert_eq!(s0.schedule(0u32), 4u64);
    assert!(s0.cancel(4u64));
    assert_eq!(s0.schedule(0u32), 5u64);
    assert!(s0.cancel(3u64));
    assert!(s0.cancel(5u64));
    assert_eq!(s0.schedule(0u32), 6u64);
    assert_eq!(s0.schedule(0u32), 7u64);
    assert!(s0.cancel(7u64));
    assert!(s0.cancel(6u64));
    assert_eq!(s0.schedule(1u32), 8u64);
    assert_eq!(s0.schedule(0u32), 9u64);
    assert_eq!(s0.schedule(0u32), 10u64);
    assert_eq!(s0.schedule(0u32), 11u64);
    assert_eq!(s0.schedule(0u32), 12u64);
    assert_eq!(s0.schedule(0u32), 13u64);
    assert_eq!(s0.schedule(0u32), 14u64);
    assert_eq!(s0.schedule(0u32), 15u64);
    assert!(s0.cancel(15u64));
    assert_eq!(s0.pop_next(), Some(9u64)); // candidate returned Some(8)
}

// hashtab
#[test]
#[should_panic]
#[rustfmt::skip]
fn hashtab_reproducer() {
    use demos::planted::hashtab::Faulty;
    let mut m0 = Faulty::new();
    assert_eq!(m0.insert(8u64, 0u64), None);
    assert_eq!(m0.insert(131072u64, 0u64), None);
    assert_eq!(m0.remove(8u64), Some(0u64));
    assert_eq!(m0.get(131072u64), Some(0u64)); // candidate returned None
}

// bigset
#[test]
#[should_panic]
#[rustfmt::skip]
fn bigset_reproducer() {
    use demos::planted::bigset::Faulty;
    let mut s0 = Faulty::new();
    s0.extend(vec![65534u16, 2049u16, 2u16, 174u16, 1u16, 4096u16, 173u16, 513u16, 172u16, 171u16, 170u16, 1024u16, 169u16, 168u16, 167u16, 17u16, 63u16, 166u16, 3u16, 165u16, 164u16, 512u16, 163u16, 162u16, 2048u16, 4u16, 16385u16, 161u16, 160u16, 159u16, 158u16, 157u16, 156u16, 155u16, 154u16, 7u16, 0u16, 153u16, u16::MAX, 152u16, 151u16, 4097u16, 32769u16, 511u16, 150u16, 149u16, 148u16, 147u16, 146u16, 145u16, 144u16, 143u16, 142u16, 141u16, 140u16, 139u16, 138u16, 137u16, 136u16, 135u16, 134u16, 133u16, 132u16, 131u16, 130u16, 126u16, 16u16, 125u16, 1023u16, 124u16, 123u16, 122u16, 8192u16, 121u16, 120u16, 257u16, 119u16, 118u16, 117u16, 116u16, 32768u16, 115u16, 114u16, 113u16, 64u16, 112u16, 111u16, 110u16, 109u16, 108u16, 107u16, 127u16, 1025u16, 106u16, 105u16, 104u16, 103u16, 102u16, 101u16, 100u16, 99u16, 98u16, 97u16, 96u16, 95u16, 94u16, 93u16, 92u16, 91u16, 256u16, 90u16, 89u16, 88u16, 8193u16, 5u16, 87u16, 86u16, 85u16, 84u16, 8u16, 83u16, 65u16, 82u16, 15u16, 81u16, 80u16, 79u16, 78u16, 77u16, 76u16, 75u16, 74u16, 73u16, 72u16, 4095u16, 71u16, 70u16, 128u16, 19u16, 69u16, 68u16, 8191u16, 67u16, 66u16, 62u16, 61u16, 60u16, 59u16, 58u16, 57u16, 56u16, 55u16, 54u16, 53u16, 52u16, 51u16, 50u16, 49u16, 48u16, 47u16, 46u16, 45u16, 44u16, 43u16, 42u16, 41u16, 40u16, 39u16, 38u16, 37u16, 36u16, 35u16, 34u16, 30u16, 29u16, 28u16, 27u16, 26u16, 25u16, 24u16, 23u16, 22u16, 21u16, 20u16, 18u16, 14u16, 13u16, 12u16, 11u16, 10u16, 6u16, 16383u16, 129u16, 33u16, 9u16, 32767u16, 2047u16, 255u16, 31u16, 16384u16, 32u16]);
    assert!(s0.contains(128u16)); // candidate returned false
}

// rope
#[test]
#[should_panic]
#[rustfmt::skip]
fn rope_reproducer() {
    use demos::planted::rope::Faulty;
    let mut r0 = Faulty::new();
    r0.push_str("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\u{80}aaaaaaaa".to_string());
    r0.insert(1279usize, "a".to_string()); // the candidate panics: assertion failed: self.is_char_boundary(idx)
}

// ring
#[test]
#[should_panic]
#[rustfmt::skip]
fn ring_reproducer() {
    use demos::planted::ring::Faulty;
    let mut r0 = Faulty::new(1usize);
    assert_eq!(r0.push(0u32), None);
    let _ = r0.last(); // the candidate panics: attempt to subtract with overflow
}

// stack
#[test]
#[should_panic]
#[rustfmt::skip]
fn stack_reproducer() {
    use demos::stack::faulty::Stack;
    use demos::stack::BoundedStack;
    let mut s0 = Stack::new(0usize);
    assert_eq!(s0.push(0), Err(0)); // candidate returned Ok(())
}

// parray-full
#[test]
#[should_panic]
#[rustfmt::skip]
fn parray_full_reproducer() {
    use demos::parray_full::PersistentArray;
    use demos::parray_full::faulty::PArray;
    let a0 = PArray::make(1usize, 0);
    let _a1 = a0.set(0usize, 1);
    assert_eq!(a0.get(0usize), 0); // candidate returned 1
}

// seq
#[test]
#[should_panic]
#[rustfmt::skip]
fn seq_reproducer() {
    use demos::seq::faulty::{Iter, Seq};
    let i0 = Iter::range(0, 1);
    let s1 = Seq::memoize(i0);
    assert_eq!(s1.to_vec(), vec![0]);
    assert_eq!(s1.to_vec(), vec![0]); // candidate returned vec![]
}

// fixedbitset-0-5-7
#[test]
#[should_panic]
#[rustfmt::skip]
fn fixedbitset_reproducer() {
    use fixedbitset::FixedBitSet;
    let mut s0 = FixedBitSet::with_capacity(0usize);
    s0.grow_and_insert(0usize);
    let s1 = FixedBitSet::with_capacity(0usize);
    assert_eq!(s0.difference_count(&s1), 1usize); // candidate returned 0
}

// priority-queue-1-3-0
#[test]
#[should_panic]
#[rustfmt::skip]
fn double_priority_queue_reproducer() {
    use priority_queue_1::DoublePriorityQueue;
    let mut q0 = DoublePriorityQueue::new();
    assert_eq!(q0.push(0u8, 0u8), None);
    assert_eq!(q0.push(1u8, 1u8), None);
    assert_eq!(q0.push(2u8, 0u8), None);
    assert_eq!(q0.push(u8::MAX, 1u8), None);
    assert_eq!(q0.push(1u8, 0u8), Some(1u8));
    let v6_0 = q0.peek_max().map(|(i, p)| (*i, *p));
    assert_eq!(v6_0.map(|(_, p)| p), Some(1u8)); // candidate returned Some((0, 0))
}

// expr
#[test]
#[should_panic]
#[rustfmt::skip]
fn expr_reproducer() {
    use demos::expr::faulty::Faulty;
    use demos::expr::Algebra;
    assert_eq!(Faulty::simplify(demos::expr::Expr::Mul(Box::new(demos::expr::Expr::Num(0i64)), Box::new(demos::expr::Expr::Var))), demos::expr::Expr::Num(0i64)); // candidate returned demos::expr::Expr::Var
}

// stackvm
#[test]
#[should_panic]
#[rustfmt::skip]
fn stackvm_reproducer() {
    use demos::stackvm::faulty::Vm;
    use demos::stackvm::Machine;
    let mut m0 = Vm::new(demos::stackvm::Limits { max_depth: 1, wrapping: false });
    assert_eq!(m0.exec(demos::stackvm::Instr::Push(0)), Ok(Some(0i16)));
    assert_eq!(m0.exec(demos::stackvm::Instr::Dup), Err(demos::stackvm::Fault::TooDeep)); // candidate returned Ok(Some(0))
}

// lang-email
#[test]
#[should_panic]
#[rustfmt::skip]
fn lang_email_reproducer() {
    use demos::lang::email::Faulty;
    assert_eq!(Faulty::normalize("'@0.0"), Some("'@0.0".to_string())); // candidate returned None
}

// lang-safepath
#[test]
#[should_panic]
#[rustfmt::skip]
fn lang_safepath_reproducer() {
    use demos::lang::safepath::Faulty;
    let v0_0 = Faulty::safepath("0 :");
    assert!((demos::lang::safepath::is_sanitized)(&v0_0), "breaks `demos::lang::safepath::is_sanitized`"); // candidate returned "0 "
}

// lang-roundtrip
#[test]
#[should_panic]
#[rustfmt::skip]
fn lang_roundtrip_reproducer() {
    use demos::lang::roundtrip::Faulty;
    let Ok(v0_0) = Faulty::reformat("a=\"\\\"\"\n") else { panic!("expected Ok(_)") };
    let v0_1 = v0_0;
    assert!(demos::lang::roundtrip::config().matches(&v0_1), "outside the language: {:?}", v0_1); // candidate returned "a=\"\\\\\"\"\n"
}

// contracts
#[test]
#[should_panic]
#[rustfmt::skip]
fn contracts_reproducer() {
    use demos::contracts::Faulty;
    let v0_0 = Faulty::isqrt(u64::MAX);
    assert!((demos::contracts::is_isqrt)(&u64::MAX, &v0_0), "breaks the contract `demos::contracts::is_isqrt`"); // candidate returned 4294967296u64
}

// determinism
#[test]
#[should_panic]
#[rustfmt::skip]
fn determinism_reproducer() {
    use demos::determinism::Faulty;
    let run = || {
        let mut m0 = Faulty::new();
        let _ = Faulty::insert(&mut m0, 0u8, 0u8);
        let _ = Faulty::insert(&mut m0, 1u8, 0u8);
        Faulty::to_vec(&m0)
    };
    let first = run();
    let later = (0..16).map(|_| run()).find(|r| *r != first);
    assert!(later.is_none(), "two runs of the same calls disagree: {first:?}, then {later:?}");
}

// interference
#[test]
#[should_panic]
#[rustfmt::skip]
fn interference_reproducer() {
    use demos::interference::Faulty;
    let run = |s0| {
        let mut v0 = Faulty::new(s0);
        let _ = Faulty::check(&mut v0, vec![0u8]);
        Faulty::steps(&v0)
    };
    assert_eq!(run(vec![0u8]), run(vec![]), "two runs that differ in their secrets only disagree");
}

// floatsum
#[test]
#[should_panic]
#[rustfmt::skip]
fn floatsum_reproducer() {
    use demos::floatsum::Faulty;
    let v0_0 = Faulty::total(vec![-3.508205870822777e268f64, -2.9740366532152335e284f64, 2.714342820967219e294f64]);
    assert!((demos::floatsum::order_independent::<true>)(&vec![-3.508205870822777e268f64, -2.9740366532152335e284f64, 2.714342820967219e294f64], &v0_0), "breaks the contract `demos::floatsum::order_independent::<true>`"); // candidate returned 2.714342820669815e294f64
}

// idempotent
#[test]
#[should_panic]
#[rustfmt::skip]
fn idempotent_reproducer() {
    use demos::laws::Faulty;
    let v0_0 = Faulty::squeeze("a   a".to_string());
    assert_eq!(Faulty::squeeze(v0_0.clone()), v0_0, "`Faulty::squeeze` is not idempotent"); // Faulty::squeeze(v0_0) returned "a a"
}

// monotone
#[test]
#[should_panic]
#[rustfmt::skip]
fn monotone_reproducer() {
    use demos::laws::Faulty;
    let v0_0 = Faulty::bucket(8u32);
    let v0_1 = Faulty::bucket(16u32);
    assert!(v0_0 <= v0_1, "`Faulty::bucket` is not monotone"); // 8 > 4
}

// txn
#[test]
#[should_panic]
#[rustfmt::skip]
fn txn_reproducer() {
    use demos::protocols::txn::faulty::Faulty;
    use demos::protocols::txn::TxStore;
    let mut s0 = Faulty::new();
    s0.begin();
    s0.begin();
    assert_eq!(s0.put(0u8, 0u32), None);
    s0.commit();
    s0.rollback();
    assert_eq!(s0.remove(0u8), None); // candidate returned Some(0)
}

// archive
#[test]
#[should_panic]
#[rustfmt::skip]
fn archive_reproducer() {
    use demos::protocols::archive::faulty::Faulty;
    use demos::protocols::archive::ArchiveWriter;
    let mut w0 = Faulty::new();
    w0.open(0u8);
    w0.open(0u8);
    w0.open(0u8);
    w0.open(0u8);
    w0.open(0u8);
    assert_eq!(w0.close(), 0usize); // candidate returned 1
}

// kvclient
#[test]
#[should_panic]
#[rustfmt::skip]
fn kvclient_reproducer() {
    use demos::kvclient::faulty as client;
    let _ = client::load(demos::kvclient::KvStoreStub::from_tape(&[1, 96, 128, 1, 4]), 0u8); // the candidate panics: KvStore stub: `get` is out of protocol after `open`, `get`, `get`, `close` (the protocol allows no further call); the calls: open(), get(0) -> Some(128u8), get(0) -> Some(u8::MAX), close(), get(127) (refused)
}

/// Every pasted reproducer: the demo, and the function.
const PASTED: &[(&str, &str, fn())] = &[
    ("parray", "parray_reproducer", parray_reproducer),
    ("gen", "gen_reproducer", gen_reproducer),
    ("sparray", "sparray_reproducer", sparray_reproducer),
    ("ptset", "ptset_reproducer", ptset_reproducer),
    ("avl", "avl_reproducer", avl_reproducer),
    ("bag-det", "bag_det_reproducer", bag_det_reproducer),
    ("bag-nondet", "bag_nondet_reproducer", bag_nondet_reproducer),
    ("sort", "sort_reproducer", sort_reproducer),
    ("retain", "compact_vec_reproducer", compact_vec_reproducer),
    ("drain", "drain_reproducer", drain_reproducer),
    (
        "misc-choose-remove",
        "misc_choose_remove_reproducer",
        misc_choose_remove_reproducer,
    ),
    (
        "misc-construct-option",
        "misc_construct_option_reproducer",
        misc_construct_option_reproducer,
    ),
    (
        "misc-pop-empty",
        "misc_pop_empty_reproducer",
        misc_pop_empty_reproducer,
    ),
    (
        "misc-map-choose",
        "misc_map_choose_reproducer",
        misc_map_choose_reproducer,
    ),
    (
        "misc-nondet-pair-left",
        "misc_nondet_pair_left_reproducer",
        misc_nondet_pair_left_reproducer,
    ),
    (
        "misc-nondet-pair-right",
        "misc_nondet_pair_right_reproducer",
        misc_nondet_pair_right_reproducer,
    ),
    ("pairs", "pairs_reproducer", pairs_reproducer),
    ("varint", "varint_reproducer", varint_reproducer),
    ("prefixset", "prefixset_reproducer", prefixset_reproducer),
    ("arena", "arena_reproducer", arena_reproducer),
    ("intervals", "intervals_reproducer", intervals_reproducer),
    ("textbuf", "textbuf_reproducer", textbuf_reproducer),
    ("histogram", "histogram_reproducer", histogram_reproducer),
    ("btree", "btree_reproducer", btree_reproducer),
    ("pvec", "pvec_reproducer", pvec_reproducer),
    ("sched", "sched_reproducer", sched_reproducer),
    ("hashtab", "hashtab_reproducer", hashtab_reproducer),
    ("bigset", "bigset_reproducer", bigset_reproducer),
    ("rope", "rope_reproducer", rope_reproducer),
    ("ring", "ring_reproducer", ring_reproducer),
    ("stack", "stack_reproducer", stack_reproducer),
    (
        "parray-full",
        "parray_full_reproducer",
        parray_full_reproducer,
    ),
    ("seq", "seq_reproducer", seq_reproducer),
    (
        "fixedbitset-0-5-7",
        "fixedbitset_reproducer",
        fixedbitset_reproducer,
    ),
    (
        "priority-queue-1-3-0",
        "double_priority_queue_reproducer",
        double_priority_queue_reproducer,
    ),
    ("expr", "expr_reproducer", expr_reproducer),
    ("stackvm", "stackvm_reproducer", stackvm_reproducer),
    ("lang-email", "lang_email_reproducer", lang_email_reproducer),
    (
        "lang-safepath",
        "lang_safepath_reproducer",
        lang_safepath_reproducer,
    ),
    (
        "lang-roundtrip",
        "lang_roundtrip_reproducer",
        lang_roundtrip_reproducer,
    ),
    ("contracts", "contracts_reproducer", contracts_reproducer),
    (
        "determinism",
        "determinism_reproducer",
        determinism_reproducer,
    ),
    (
        "interference",
        "interference_reproducer",
        interference_reproducer,
    ),
    ("floatsum", "floatsum_reproducer", floatsum_reproducer),
    ("idempotent", "idempotent_reproducer", idempotent_reproducer),
    ("monotone", "monotone_reproducer", monotone_reproducer),
    ("txn", "txn_reproducer", txn_reproducer),
    ("archive", "archive_reproducer", archive_reproducer),
    ("kvclient", "kvclient_reproducer", kvclient_reproducer),
];

#[test]
fn printed_reproducers_are_the_ones_in_this_file() {
    let faulty: Vec<_> = demos::all().filter(|d| d.faulty).collect();
    assert_eq!(
        PASTED.len(),
        faulty.len(),
        "every faulty demo is pasted here"
    );
    for demo in faulty {
        let report = (demo.engine)()
            .run_random(&Config::with_seed(1).scenarios(100_000))
            .expect_err("the faulty demo fails");
        support::assert_pasted(
            include_str!("reproducers.rs"),
            "reproducers.rs",
            demo.name,
            &report.reproducer,
        );
    }
}

#[test]
fn every_pasted_reproducer_fails_on_its_last_statement() {
    let pasted: Vec<(&str, fn())> = PASTED.iter().map(|&(_, name, f)| (name, f)).collect();
    support::assert_fail_on_last_statement(
        include_str!("reproducers.rs"),
        "reproducers.rs",
        &pasted,
    );
}
