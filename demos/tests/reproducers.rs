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
    use demos::parray::faulty::PArray;
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
    let s0 = PtSet::singleton(0i64);
    let s1 = s0.add(1i64);
    let s2 = PtSet::singleton(1i64);
    let s3 = s2.add(-9223372036854775807i64);
    let s4 = s3.union(&s1);
    assert_eq!(s4.cardinal(), 3usize); // candidate returned 4
}

// avl
#[test]
#[should_panic]
#[rustfmt::skip]
fn avl_reproducer() {
    use demos::avl::faulty::AvlSet;
    let s0 = AvlSet::empty();
    let s1 = s0.add(4u8);
    let s2 = s1.add(5u8);
    let s3 = s1.add(11u8);
    let s4 = s3.add(0u8);
    let s5 = s4.add(10u8);
    let s6 = s5.union(&s2);
    let s7 = s6.add(6u8);
    let s8 = s7.add(9u8);
    let s9 = s6.add(1u8);
    let s10 = s8.union(&s9);
    let s11 = s10.add(u8::MAX);
    let s12 = s11.add(8u8);
    let s13 = s9.add(2u8);
    let s14 = s13.union(&s12);
    s14.assert_balanced();
}

// bag
#[test]
#[should_panic]
#[rustfmt::skip]
fn bag_reproducer() {
    use demos::bag::faulty::Bag;
    let mut b0 = Bag::new();
    b0.push(1);
    b0.push(0);
    assert_eq!(b0.pop(), Some(0)); // candidate returned 1
}

// pairs
#[test]
#[should_panic]
#[rustfmt::skip]
fn pairs_reproducer() {
    use demos::pairs::faulty::Stack;
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
    let mut b0 = Faulty::new();
    b0.put(562949953421312u64);
    assert_eq!(b0.bytes(), vec![128u8, 128u8, 128u8, 128u8, 128u8, 128u8, 128u8, 1u8]); // candidate returned vec![128, 128, 128, 128, 128, 128, 0]
}

// prefixset
#[test]
#[should_panic]
#[rustfmt::skip]
fn prefixset_reproducer() {
    use demos::planted::prefixset::Faulty;
    let mut s0 = Faulty::new();
    assert!(s0.insert("aaaaaaa\u{80}aa\0aaaaaaaaaa".to_string()));
    assert_eq!(s0.longest_stored_prefix_of("aaaaaaa\u{80}aa\0aaaaaaaaaa".to_string()), Some("aaaaaaa\u{80}aa\0aaaaaaaaaa".to_string())); // candidate returned "aaaaaaa\u{80}aa\0aaaaaaaaa"
}

// arena
#[test]
#[should_panic]
#[rustfmt::skip]
fn arena_reproducer() {
    use demos::planted::arena::Faulty;
    let mut a0 = Faulty::new();
    assert_eq!(a0.insert(0u32), 4294967296u64);
    assert_eq!(a0.remove(4294967296u64), Some(0u32));
    assert_eq!(a0.insert(0u32), 4294967297u64);
    assert_eq!(a0.get(4294967296u64), None); // candidate returned Some(0)
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
    t0.insert(0usize, "aaaaaaaaa\0aaaaaaaaaaaaaaaa\0aaaaaaaaaaaaaaaaa\0aaaaaaaaaaaa\0aa\0aaaaaaaࠀaaaaaaaaaa\0aaaaaa\0aa\0aaaaaaaaaaa\0aaaa\0aaaaaaaa\0aaaaaaaaaaaaaaaaaaaaaa\0aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\0aaaaaaaaaa\0aaaaaaaaaaaaaaa\0a\0aaaaaaaaaaaaaa\0\0aaaaaaaaaaaaaaaaaaaaaaaaaa\0aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\0aaaaaaaaaaaaaaaaaaaa\0aaaaaa\0\0a\0aaa\0a\0a\0aaaaaaaa\0aaa\0a\0aa\0aaaaaaa\0aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\0aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\0\0a\0aaaaaaaa\0aaaaaaaaaaaaaaaaaaaaaa\0aaa\0aaaaa\0aaaaa\0aaaaaaaaaaaaaaaaaaaaaaaaa".to_string());
    t0.delete(0usize, 256usize);
    assert_eq!(t0.text(), "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\0aaaaaaaaaaaaaaaaaaaa\0aaaaaa\0\0a\0aaa\0a\0a\0aaaaaaaa\0aaa\0a\0aa\0aaaaaaa\0aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\0aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\0\0a\0aaaaaaaa\0aaaaaaaaaaaaaaaaaaaaaa\0aaa\0aaaaa\0aaaaa\0aaaaaaaaaaaaaaaaaaaaaaaaa"); // candidate returned "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\0aaaaaaaaaaaaaaaaaaaa\0aaaaaa\0\0a\0aaa\0a\0a\0aaaaaaaa\0aaa\0a\0aa\0aaaaaaa\0aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\0aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\0\0a\0aaaaaaaa\0aaaaaaaaaaaaaaaaaaaaaa\0aaa\0aaaaa\0aaaaa\0aaaaaaaaaaaaaaaaaaaaaaaaa"
}

// histogram
#[test]
#[should_panic]
#[rustfmt::skip]
fn histogram_reproducer() {
    use demos::planted::histogram::Faulty;
    let mut h0 = Faulty::new();
    h0.record(4294967296u64);
    assert_eq!(h0.quantile_bucket(0u8), Some(33u8)); // candidate returned 0
}

// btree
#[test]
#[should_panic]
#[rustfmt::skip]
fn btree_reproducer() {
    use demos::planted::btree::Faulty;
    let mut s0 = Faulty::new();
    assert!(s0.insert(u8::MAX));
    assert!(s0.insert(8u8));
    assert!(s0.insert(0u8));
    assert!(s0.insert(2u8));
    assert!(s0.insert(11u8));
    assert!(s0.insert(4u8));
    assert!(s0.insert(10u8));
    assert!(s0.insert(1u8));
    assert!(s0.insert(254u8));
    assert!(s0.insert(9u8));
    assert!(s0.insert(16u8));
    assert!(s0.remove(u8::MAX));
    assert!(s0.contains(0u8)); // candidate returned false
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
    let v24 = v23.push(0);
    let v25 = v24.push(0);
    let v26 = v23.push(0);
    let v27 = v25.push(0);
    let v28 = v27.push(0);
    let v29 = v28.push(0);
    let v30 = v29.push(0);
    let v31 = v30.push(0);
    let _v32 = v26.push(0);
    let v33 = v31.push(0);
    let v34 = v33.push(0);
    let _ = v34.push(0); // the candidate panics: range end index 3 out of range for slice of length 2
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
    assert!(s0.cancel(1u64));
    assert_eq!(s0.schedule(0u32), 2u64);
    assert_eq!(s0.schedule(0u32), 3u64);
    assert!(s0.cancel(3u64));
    assert!(s0.cancel(2u64));
    assert_eq!(s0.schedule(0u32), 4u64);
    assert_eq!(s0.schedule(1u32), 5u64);
    assert!(s0.cancel(5u64));
    assert_eq!(s0.schedule(0u32), 6u64);
    assert!(s0.cancel(6u64));
    assert!(s0.cancel(4u64));
    assert_eq!(s0.schedule(0u32), 7u64);
    assert!(s0.cancel(7u64));
    assert_eq!(s0.schedule(0u32), 8u64);
    assert_eq!(s0.schedule(0u32), 9u64);
    assert_eq!(s0.schedule(0u32), 10u64);
    assert_eq!(s0.schedule(0u32), 11u64);
    assert_eq!(s0.schedule(0u32), 12u64);
    assert_eq!(s0.schedule(0u32), 13u64);
    assert_eq!(s0.schedule(0u32), 14u64);
    assert_eq!(s0.schedule(0u32), 15u64);
    assert!(s0.cancel(15u64));
    assert!(s0.cancel(0u64));
    assert_eq!(s0.pop_next(), Some(8u64)); // candidate returned 11
}

// hashtab
#[test]
#[should_panic]
#[rustfmt::skip]
fn hashtab_reproducer() {
    use demos::planted::hashtab::Faulty;
    let mut m0 = Faulty::new();
    assert_eq!(m0.insert(286976880215815u64, 286976880215815u64), None);
    assert_eq!(m0.insert(286976880215815u64, 2u64), Some(286976880215815u64));
    assert_eq!(m0.insert(286976880215815u64, 16u64), Some(2u64));
    assert_eq!(m0.remove(2u64), None);
    assert_eq!(m0.remove(286976880215815u64), Some(16u64));
    assert_eq!(m0.insert(16u64, 8u64), None);
    assert_eq!(m0.insert(286976880215815u64, 1u64), None);
    assert_eq!(m0.insert(286976880215815u64, 1u64), Some(1u64));
    assert_eq!(m0.insert(0u64, 1u64), None);
    assert_eq!(m0.insert(16u64, 0u64), Some(8u64));
    assert_eq!(m0.insert(8u64, 0u64), None);
    assert_eq!(m0.insert(286976880215815u64, 1u64), Some(1u64));
    assert_eq!(m0.remove(286976880215815u64), Some(1u64));
    assert_eq!(m0.get(8u64), Some(0u64)); // candidate returned None
}

// bigset
#[test]
#[should_panic]
#[rustfmt::skip]
fn bigset_reproducer() {
    use demos::planted::bigset::Faulty;
    let mut s0 = Faulty::new();
    s0.extend(vec![8747u16, 8747u16, 2u16, 2u16, 22502u16, 1u16, 4096u16, 65534u16, 31457u16, 2u16, 513u16, 65534u16, 22502u16, 63214u16, 513u16, 63214u16, 1u16, 2u16, 6912u16, 22502u16, 5023u16, 5023u16, 63214u16, 16384u16, 58594u16, 52616u16, 1u16, 5023u16, 25428u16, 16384u16, 17u16, 2u16, 22502u16, 5023u16, 2u16, 16384u16, 63u16, 2u16, 2u16, 63214u16, 65534u16, 2u16, 65534u16, 16384u16, 1u16, 2u16, 45540u16, 3u16, 52616u16, 46363u16, 52616u16, 63214u16, 25189u16, 16384u16, 513u16, 2u16, 25189u16, 2u16, 5023u16, 512u16, 2u16, 25524u16, 53696u16, 2048u16, 4u16, 16385u16, 512u16, 16385u16, 244u16, 512u16, 64566u16, 25524u16, 1u16, 2u16, 17u16, 2u16, 41350u16, 2u16, 46363u16, 2u16, 1711u16, 3u16, 2u16, 37917u16, 58112u16, 44876u16, 9778u16, 7u16, 37917u16, 3u16, 0u16, 3u16, 2u16, 0u16, 2u16, 58112u16, 244u16, 47763u16, u16::MAX, 56232u16, 0u16, 244u16, 0u16, 16384u16, 47739u16, 46363u16, 3u16, 58112u16, 4097u16, 0u16, 1711u16, 2049u16, 32769u16, 47739u16, 511u16, 18854u16, 16384u16, 58112u16, 47739u16, 46363u16, 3770u16, 52274u16, 2u16, 12876u16, 32769u16, 30616u16, 19782u16, 18230u16, 244u16, 49158u16, 30841u16, 59899u16, 4097u16, 26757u16, u16::MAX, 15848u16, 3u16, 7372u16, 26757u16, 58755u16, 31963u16, 58112u16, 30616u16, 244u16, 32599u16, 7372u16, 7372u16, 36950u16, 8951u16, u16::MAX, 47739u16, 16384u16, 32599u16, 30872u16, 35337u16, 26757u16, 42479u16, 15848u16, 15848u16, 18587u16, 16u16, 2u16, 4460u16, 35337u16, 0u16, 26757u16, 36950u16, 42479u16, 1023u16, 2u16, 15848u16, 16384u16, 47739u16, 32599u16, 40022u16, 16u16, 512u16, 46319u16, 2u16, 23601u16, 8192u16, 8192u16, 10305u16, 24855u16, 16u16, 0u16, 15848u16, 26757u16, 2u16, 18587u16, 15848u16, 15848u16, 18587u16, 257u16, 58352u16, 3u16, 16u16, 29607u16, 8192u16, 55199u16, 23601u16, 16u16, 23601u16, 257u16, 58782u16, 32768u16, 10305u16, 16u16, 23758u16, 8192u16, 23810u16, 16545u16, 64u16, 1u16, 23810u16, 33392u16, 3u16, 16545u16, 35101u16, 2u16, 1u16, 16u16, 61619u16, 2u16, 7275u16, 16545u16, 58352u16, 1u16, 10177u16, 17632u16, 127u16, 1u16, 16384u16, 1025u16, 2u16, 37478u16, 16545u16, 47025u16, 16u16, 7275u16, 51705u16, 1023u16, 0u16, 16865u16, 16545u16, 3u16, 48938u16, 1u16, 65534u16, 16u16, 47025u16, 16u16, 2788u16, 1u16, 1u16, 32768u16, 5401u16, 65534u16, 3u16, 26861u16, 47025u16, 51705u16, 65534u16, 2u16, 1023u16, 0u16, 16u16, 2469u16, 33518u16, 61222u16, 2u16, 11463u16, 1u16, 65534u16, 2u16, 32768u16, 27454u16, u16::MAX, u16::MAX, 2u16, 1023u16, 65534u16, 60615u16, 13845u16, 25463u16, 65534u16, u16::MAX, 0u16, 256u16, 1023u16, 51705u16, 1u16, u16::MAX, 0u16, 58905u16, 60411u16, u16::MAX, 13845u16, 60615u16, 65534u16, 41915u16, 8193u16, 25463u16, 58905u16, u16::MAX, 65534u16, 60411u16, 13845u16, 5u16, 1023u16, 1u16, 41915u16, u16::MAX, u16::MAX, 52658u16, u16::MAX, 0u16, 58905u16, 3u16, 1u16, 0u16, 41613u16, 1u16, 1u16, 49824u16, 0u16, 18499u16, 13845u16, 8u16, 5u16, 58905u16, 1u16, 16u16, 35713u16, 58905u16, 5u16, 16u16, 65u16, 18118u16, 15u16, 1u16, 3u16, 52658u16, 63699u16, 2u16, 8u16, 24025u16, 51592u16, 8719u16, 58905u16, 15u16, 63877u16, 1u16, 34880u16, u16::MAX, 55142u16, 52658u16, 1u16, 18601u16, 65u16, 26112u16, 5u16, 51775u16, 4095u16, 51058u16, 38390u16, 1u16, 65534u16, 512u16, 34880u16, 5u16, 52658u16, 128u16, 52658u16, 8719u16, 65534u16, 1u16, 19u16, 1u16, 63877u16, 38376u16, 58905u16, 1u16, 64720u16, 8191u16, 22013u16, u16::MAX, u16::MAX, 34880u16, 38854u16, u16::MAX, 5u16, 55647u16, 65534u16, 62717u16, 47476u16, 2379u16, 5u16, 26418u16, 38854u16, 47476u16, 32234u16, 58905u16, 32234u16, 127u16, 17755u16, 19295u16, 38376u16, 61637u16, 127u16, 2048u16, 58371u16, 5u16, 3425u16, 32351u16, 36667u16, 36667u16, 5u16, 64u16, 19295u16, 36706u16, u16::MAX, 62717u16, 61637u16, 19295u16, 8193u16, 38854u16, 1u16, 47476u16, 64124u16, 4u16, 2049u16, 0u16, 1u16, 2u16, 0u16, 19295u16, 0u16, 61637u16, 7u16, 0u16, 0u16, 61637u16, 8193u16, 511u16, 0u16, 3842u16, 61637u16, 4u16, 256u16, 0u16, 36706u16, 61637u16, u16::MAX, 1025u16, 22864u16, 1u16, 0u16, 60987u16, 36706u16, 36706u16, 1025u16, 32991u16, 36706u16, 3842u16, 1u16, 16u16, 38211u16, 512u16, 1u16, 1u16, 45719u16, 40133u16, 20168u16, 20588u16, 51521u16, 16u16, 64295u16, 16u16, 16u16, 20588u16, 38214u16, 34359u16, 16u16, 1u16, 20588u16, 4931u16, 53584u16, 62736u16, 51063u16, 53584u16, 36706u16, 57321u16, 16u16, 50527u16, 257u16, 4931u16, 53584u16, 1u16, 1u16, 1u16, 4004u16, 20588u16, 52637u16, 57321u16, 62736u16, 512u16, 16u16, 7u16, 62736u16, 52637u16, 37224u16, 37775u16, 38214u16, 1u16, 1u16, 7u16, 52637u16, 37224u16, 62736u16, 7u16, 230u16, 257u16, 1u16, 62736u16, 8u16, 1u16, 8192u16, 52637u16, 2u16, 1u16, 256u16, 230u16, 52637u16, 1u16, 2u16, 2u16, 1u16, 230u16, 1025u16, 17222u16, 257u16, 37224u16, 62736u16, 1u16, 22625u16, 1u16, 7u16, 7u16, 39075u16, 844u16, 37224u16, 62736u16, 37224u16, 230u16, 2u16, 2u16, 52637u16, 62736u16, 0u16, 27339u16, 15342u16, 1u16, 11029u16, 257u16, 65534u16, 2u16, 1u16, 1u16, 257u16, 230u16, 15u16, 1u16, 8191u16, 1u16, 1u16, 230u16, 7u16, 2u16, 52637u16, 1u16, 1u16, 2u16, 52637u16, 257u16, 15342u16, 1u16, 20308u16, 256u16, 16383u16, 511u16, 1u16, 34784u16, 24617u16, 28654u16, 1u16, 16383u16, 256u16, 2u16, 24617u16, 1u16, 15342u16, 513u16, 256u16, 39117u16, 128u16, 2u16, 33184u16, 24617u16, 2u16, 34784u16, 1u16, 39117u16, 0u16, 2u16, 1u16, 38831u16, 15342u16, 1u16, 34784u16, 2951u16, 64u16, 511u16, 256u16, 1u16, 2u16, 33u16, 511u16, 64u16, 15u16, 15u16, 2u16, 2u16, 39117u16, 34382u16, 15u16, 46972u16, 60674u16, 16385u16, 256u16, 8u16, 2u16, 511u16, 1024u16, 52717u16, 16383u16, 256u16, 16383u16, 0u16, 256u16, 128u16, 256u16, 64u16, 20732u16, 8u16, 47797u16, 2u16, 256u16, 8u16, 36625u16, 34382u16, 15u16, 26421u16, 21571u16, 18349u16, 511u16, 511u16, 32905u16, 8u16, 4095u16, 256u16, 8u16, 7382u16, 32905u16, 2048u16, 65u16, 256u16, 32u16, 46981u16, 8u16, 1023u16, 4095u16, 0u16, 28860u16, 32905u16, 2u16, 8193u16, 1u16, 256u16, 25411u16, 25411u16, 2u16, 29096u16, 32768u16, 32768u16, 7382u16, 4095u16, 32905u16, 127u16, 65u16, 25411u16, u16::MAX, 63u16, 32768u16, u16::MAX, 127u16, u16::MAX, 65u16, 8193u16, 63u16, 36770u16, 2u16, 29096u16, 59644u16, 47060u16, 2u16, 8193u16, 512u16, 1u16, 32768u16, 61851u16, 257u16, 8193u16, 48030u16, 7413u16, 50100u16, 16u16, 4097u16, 0u16, 16384u16, 16u16, 5001u16, 1u16, 34459u16, 34636u16, 53660u16, 2u16, 13255u16, 16u16, 2u16, 33401u16, 29096u16, 2048u16, 19827u16, 16u16, 16u16, 1u16, 47743u16, 47743u16, 16u16, 19827u16, 0u16, 50100u16, 26476u16, 47108u16, 0u16, 129u16, 256u16, 0u16, 59633u16, 0u16, 33401u16, 26476u16, 0u16, 2u16, 1u16, 1u16, 0u16, 12564u16, 1u16, 12564u16, 5u16, 59633u16, 16u16, 47743u16, 63785u16, 30496u16, 5370u16, 129u16, 33401u16, 16u16, 33136u16, 47108u16, 65534u16, 59633u16, 5u16, 16u16, 1u16, 33401u16, 30192u16, 1025u16, 0u16, 12564u16, 58925u16, 33136u16, 22544u16, 129u16, 33401u16, 1u16, 1025u16, 58925u16, 2u16, 5370u16, 0u16, 33136u16, 63785u16, 33401u16, 0u16, 16u16, 57517u16, 33401u16, 48620u16, 32u16, 25327u16, 30192u16, 58925u16, 129u16, 129u16, 22544u16, 14478u16, 129u16, 33289u16, 29095u16, 12564u16, 4097u16, 129u16, 58925u16, 1u16, 30856u16, 1024u16, 1025u16, 0u16, 58925u16, 51111u16, u16::MAX, 57551u16, 129u16, 30856u16, 127u16, 29095u16, 53153u16, 4097u16, 58925u16, 43524u16, 128u16, 17807u16, 17807u16, 46837u16, 14478u16, 44999u16, 2u16, 1u16, 256u16, 51111u16, 41807u16, 128u16, 1569u16, 57551u16, 14478u16, 57551u16, 30856u16, 1u16, 14478u16, 25707u16, 30856u16, 19630u16, 27004u16, 63499u16, 43524u16, 4097u16, u16::MAX, 14478u16, 57551u16, 44999u16, 19630u16, 51108u16, 19630u16, 57551u16, 63499u16, 31182u16, 257u16, 1u16, 0u16, 18328u16, 1u16, 39496u16, 5092u16, 2048u16, 57551u16, u16::MAX, 1837u16, 63499u16, 0u16, 1u16, 65534u16, 0u16, 0u16, 65534u16, 128u16, 44251u16, 50415u16, 25639u16, 41062u16, u16::MAX, 57551u16, 42375u16, 42375u16, 25639u16, 30709u16, 28993u16, 0u16, 21364u16, 37423u16, 1u16, 42375u16, 63499u16, 16384u16, 0u16, 1024u16, 30361u16, 28993u16, 30361u16, 30361u16, 54538u16, 0u16, 61969u16, 30361u16, 61969u16, 37423u16, 16384u16, 50486u16, 65467u16, 0u16, 33u16, 30361u16, 28993u16, 37423u16, 50486u16, 54538u16, 33u16, 54538u16, 21364u16, 30361u16, 9u16, 33u16, 54538u16, 9u16, 54538u16, 61969u16, 0u16, 37423u16, 28993u16, 30361u16, 30361u16, 16384u16, 1u16, 54538u16, 37423u16, 37423u16, 37423u16, 30361u16, 30361u16, 50486u16, 129u16, 34303u16, 5u16, 4597u16, 1u16, 1u16, 30361u16, 5u16, 34303u16, 127u16, 30361u16, 30361u16, 4291u16, 32768u16, 30361u16, 37640u16, 37423u16, 30361u16, 30361u16, 55156u16, 56630u16, 37151u16, 5u16, 1u16, 2048u16, 1025u16, 49400u16, 34303u16, 30361u16, 65534u16, 4597u16, 34303u16, 51161u16, 30361u16, 30361u16, 4096u16, 30361u16, 30576u16, 62082u16, 64111u16, 4291u16, 1u16, 6692u16, 33212u16, 13553u16, 4597u16, 4597u16, 51161u16, 2047u16, 65534u16, 30361u16, 37151u16, 4597u16, 30361u16, 30361u16, 26889u16, 64111u16, 65534u16, 39694u16, 14597u16, 30361u16, 30361u16, 4291u16, 0u16, 3u16, 2229u16, 30361u16, u16::MAX, 8191u16, 128u16, 1u16, 39694u16, 30361u16, 1025u16, 26889u16, 39694u16, 24009u16, 16383u16, 30361u16, 64111u16, 30361u16, 57560u16, 4597u16, 63u16, 4597u16, 3u16, 35197u16, 30361u16, 26889u16, 10375u16, 10375u16, 12671u16, 0u16, 5775u16, 15u16, u16::MAX, 32767u16, 10375u16, 10375u16, 30361u16, 8191u16, 38403u16, 4597u16, 4597u16, 10375u16, 8191u16, 24009u16, 17u16, 0u16, 35197u16, 47982u16, 51974u16, 12671u16, 27304u16, 35002u16, 0u16, 10375u16, 8u16, 0u16, 56660u16, 65u16, 255u16, 4597u16, u16::MAX, u16::MAX, 34626u16, u16::MAX, 35002u16, 34626u16, 2u16, 256u16, u16::MAX, 0u16, 1u16, 0u16, 56660u16, 1u16, 4597u16, 4597u16, 47982u16, 16385u16, u16::MAX, 16385u16, 54222u16, 64210u16, u16::MAX, u16::MAX, 63u16, u16::MAX, 4597u16, 129u16, 56660u16, u16::MAX, 35002u16, 34626u16, 56660u16, 129u16, 35217u16, 63u16, 1u16, 4597u16, 33077u16, 32750u16, 64392u16, 2u16, 54222u16, 128u16, 2048u16, 16385u16, 35217u16, 54249u16, 127u16, 129u16, 129u16, 50951u16, 63104u16, 1u16, 2u16, 0u16, 62835u16, 50951u16, 8192u16, 1025u16, 50951u16, 513u16, 129u16, 36171u16, 64392u16, 2u16, 4597u16, 54222u16, 54222u16, 50862u16, 129u16, 24379u16, 23161u16, 1024u16, 54222u16, 128u16, 16385u16, 2u16, 128u16, 39774u16, 15u16, 1024u16, 2u16, 2u16, 129u16, 2u16, 36171u16, 9u16, 4097u16, 50951u16, 54222u16, 29497u16, 33u16, 54222u16, 1024u16, 25498u16, u16::MAX, 6670u16, 1u16, 128u16, 128u16, 25498u16, 8191u16, 4095u16, 54222u16, 4095u16, 129u16, 127u16, 127u16, 2047u16, 4097u16, 65458u16, 16817u16, 54222u16, 4097u16, 512u16, 2u16, 33u16, 2u16, 6626u16, 16384u16, u16::MAX, 0u16, 55347u16, 54222u16, 65458u16, 60113u16, 35115u16, 4u16, 129u16, 128u16, 1u16, 55347u16, 8193u16, 55347u16, 61379u16, 129u16, 65534u16, 129u16, 16076u16, 28735u16, 4097u16, 32u16, 19841u16, 2u16, 62717u16, 0u16, 8191u16, 8192u16, 27954u16, 129u16, 128u16, 4097u16, 15u16, 4447u16, 1u16, 128u16, 42352u16, 2u16, 4097u16, 46413u16, 55347u16, 129u16, 4095u16, 129u16, 128u16, u16::MAX, 5u16, 51982u16, 2u16, 46413u16, 4498u16, 4097u16, 2u16, 64u16, 0u16, 55347u16, 56509u16, 45088u16, 1090u16, 129u16, 16385u16, 63329u16, 16u16, 63329u16, 63329u16, u16::MAX, 44650u16, 4095u16, 64u16, 40361u16, 129u16, 38167u16, 2u16, 33224u16, 4095u16, 38167u16, 127u16, 4498u16, 64u16, 2u16, 0u16, 10973u16, 32767u16, 2047u16, 0u16, 513u16, 10973u16, 44650u16, 16385u16, 32769u16, 8193u16, 8193u16, 65534u16, 4095u16, 4498u16, 8u16, 40361u16, 51612u16, 32768u16, 2u16, 63u16, 32768u16, 513u16, 8193u16, 59357u16, 40361u16, 10973u16, 32768u16, 39829u16, 29884u16, 58444u16, 15218u16, 63705u16, 62509u16, 8193u16, 32768u16, 1u16, 32769u16, 2u16, 26033u16, 26525u16, 15218u16, 32768u16, 8193u16, 40361u16, 10092u16, 62509u16, 8193u16, 63u16, 256u16, 32768u16, 50951u16, 1025u16, 257u16, 10973u16, 62509u16, 9u16, 10612u16, 58444u16, 50951u16, 2u16, 0u16, 32768u16, u16::MAX, 6273u16, 1u16, 1025u16, 0u16, 1u16, u16::MAX, 8193u16, 8193u16, 63127u16, 62057u16, u16::MAX, 8193u16, 35674u16, 1u16, 0u16, u16::MAX, 5235u16, 8193u16, u16::MAX, 32768u16, u16::MAX, 2u16, 1025u16, 33802u16, 2u16, 8193u16, u16::MAX, 0u16, 33802u16, 59961u16, 1u16, 61730u16, 65534u16, u16::MAX, 300u16, 35674u16, 256u16, 33802u16, u16::MAX, 60499u16, u16::MAX, 22365u16, 35674u16, 6911u16, 8193u16, 32150u16, 42476u16, 32348u16, u16::MAX, u16::MAX, 35052u16, u16::MAX, 32u16, 32768u16, 1u16, 65534u16, 0u16, 1u16, 32348u16, u16::MAX, 59961u16, 22365u16, 2048u16, 35052u16, 33u16, 2047u16, 2u16, u16::MAX, 2u16, 4096u16, 22365u16, 7575u16, 6911u16, 16383u16, 4096u16, 7575u16, 47229u16, 65534u16, 4096u16, 19504u16, 47229u16, 14460u16, 22365u16, 1u16, 6911u16, 0u16, 2048u16, 65534u16, 0u16, 1u16, 63274u16, 2632u16, 0u16, 19265u16, 2048u16, 47229u16, 60572u16, 2u16, 50977u16, 37910u16, 12137u16, 8192u16, 511u16, 52812u16, 24363u16, 2049u16, 14460u16, 1u16, 43167u16, 2049u16, 39093u16, 1u16, 2u16, 1u16, 39093u16, 12137u16, 128u16, 52812u16, 15934u16, 39093u16, 2049u16, 1u16, 37910u16, 22338u16, 24363u16, 24363u16, 24363u16, 27389u16, 2u16, 2u16, 3u16, 43811u16, 54628u16, 15934u16, 64u16, 4096u16, 31u16, 1212u16, 22599u16, 11136u16, 43811u16, 39093u16, 1u16, 13956u16, 24363u16, 15934u16, 62814u16, 8192u16, 31673u16, 2u16, 38652u16, 24363u16, 0u16, 32767u16, 37910u16, 21099u16, 0u16, 1024u16, 0u16, 60210u16, 0u16, 61284u16, 0u16, 24363u16, 38652u16, 64814u16, 38652u16, 37910u16, 8858u16, 38652u16, 38652u16, 513u16, 37910u16, 64814u16, 0u16, 0u16, 14023u16, 13354u16, 40637u16, 14023u16, 6421u16, 38652u16, 36218u16, 32768u16, 17320u16, 64814u16, 65310u16, 0u16, 14023u16, 37910u16, 0u16, 37910u16, 38652u16, 2u16, 8858u16, 14023u16, 15289u16, 37026u16, 37910u16, 17320u16, 1u16, 14230u16, 13470u16, 3287u16, 2u16, 37910u16, 64u16, 65534u16, 4096u16, 14230u16, 38652u16, 17320u16, 14023u16, 2u16, 36218u16, 1u16, 1025u16, 14023u16, 65310u16, 33736u16, 14230u16, 50721u16, 37910u16, 14023u16, 15289u16, 1025u16, 33736u16, 65534u16, 2u16, 54346u16, 1025u16, 1u16, 65310u16, 512u16, 33736u16, 43918u16, 1025u16, 129u16, 8822u16, 49105u16, 33u16, 4287u16, 43575u16, 1025u16, 33u16, 255u16, 48908u16, 2u16, 17u16, 45088u16, 0u16, 33736u16, 1u16, 21146u16, 1025u16, 49186u16, 15u16, 1025u16, 1139u16, 2u16, 33u16, 5629u16, 1025u16, 48347u16, 1025u16, 33736u16, 1025u16, 31738u16, 49186u16, 64u16, 19098u16, 1139u16, 2u16, 255u16, 64u16, 65u16, 25011u16, 42412u16, 1u16, 33736u16, 255u16, 2u16, 42412u16, 1u16, 33736u16, 128u16, 27406u16, 1u16, 52845u16, 1024u16, 52845u16, 33736u16, 33736u16, 27406u16, 25940u16, 2u16, 1u16, 38910u16, 27406u16, 0u16, 2760u16, 1024u16, 128u16, 255u16, 58166u16, 27406u16, 1u16, 31409u16, 16393u16, 61899u16, 42065u16, 16393u16, 0u16, 33736u16, 10801u16, 35938u16, 52845u16, 0u16, 31409u16, 2u16, 10801u16, 39719u16, 1u16, 16393u16, 12728u16, 33736u16, 256u16, 2760u16, 1u16, 47399u16, 50786u16, 58166u16, 7617u16, 32768u16, 8u16, 17628u16, 7617u16, 2u16, 16393u16, 2u16, 17105u16, 39719u16, 16393u16, 16393u16, 1u16, 31984u16, 52845u16, 64u16, 31984u16, 31409u16, 47399u16, 47540u16, 512u16, 1u16, 48407u16, 16393u16, 128u16, 14140u16, 39719u16, 1u16, 0u16, 39719u16, 43155u16, 2049u16, 39719u16, 2u16, 39719u16, 39719u16, 1u16, 2u16, 47399u16, 1444u16, 39719u16, 2u16, 16393u16, 39719u16, 47399u16, 65534u16, u16::MAX, 16100u16, 39719u16, 39719u16, 47399u16, 39719u16, u16::MAX, 6845u16, 8573u16, u16::MAX, 2049u16, 0u16, 9350u16, 43155u16, 43155u16, 42580u16, 47399u16, 52724u16, 9350u16, 52724u16, 16393u16, u16::MAX, 113u16, 6845u16, 0u16, 16u16, 16393u16, 8573u16, 1024u16, 39719u16, 8573u16, 27839u16, 2048u16, 255u16, 2u16, 41751u16, 8573u16, 40564u16, 64u16, 6845u16, 9392u16, 25704u16, 4095u16, 45953u16, 113u16, 113u16, 4447u16, 47399u16, 1024u16, 0u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 0u16, 0u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 0u16, 1u16, 0u16, 0u16, 1u16, 0u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 0u16, 1u16, 0u16, 0u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 0u16, 0u16, 1u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 0u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 0u16, 1u16, 0u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 0u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 0u16, 0u16, 0u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 0u16, 0u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 0u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 0u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 0u16, 1u16, 0u16, 0u16, 1u16, 0u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 0u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 0u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 0u16, 1u16, 0u16, 0u16, 1u16, 0u16, 0u16, 0u16, 0u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 0u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 0u16, 1u16, 0u16, 0u16, 1u16, 0u16, 0u16, 0u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 0u16, 0u16, 1u16, 0u16, 0u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 0u16, 0u16, 0u16, 0u16, 1u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 0u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 0u16, 0u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 0u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 0u16, 1u16, 0u16, 1u16, 0u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 0u16, 0u16, 0u16, 1u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 0u16, 0u16, 1u16, 0u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 0u16, 1u16, 0u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 0u16, 0u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 0u16, 0u16, 0u16, 0u16, 0u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 0u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 0u16, 0u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 0u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 0u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 0u16, 0u16, 1u16, 0u16, 1u16, 0u16, 0u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 0u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 0u16, 1u16, 0u16, 0u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 0u16, 0u16, 0u16, 0u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 0u16, 0u16, 0u16, 0u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 0u16, 0u16, 1u16, 0u16, 1u16, 0u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 0u16, 1u16, 1u16, 0u16, 0u16, 1u16, 0u16, 1u16, 0u16, 0u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 1u16, 0u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 0u16, 0u16, 0u16, 1u16, 1u16, 0u16, 1u16, 1u16, 1u16, 1u16, 0u16, 1u16, 0u16, 1u16]);
    assert!(s0.contains(128u16)); // candidate returned false
}

// rope
#[test]
#[should_panic]
#[rustfmt::skip]
fn rope_reproducer() {
    use demos::planted::rope::Faulty;
    let mut r0 = Faulty::new();
    r0.push_str("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa".to_string());
    r0.insert(256usize, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\u{80}aaaaaaaaaa\0aaaaaaaaaaaaaa\0\0aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa".to_string());
    assert_eq!(r0.len_chars(), 1189usize);
    r0.insert(1189usize, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\u{80}aaaaaaaaaa\0aaaaaaaaaaaaaa\0\0aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\u{80}aaaaaaaaaa\0aaaaaaaaaaaaaa\0\0aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa".to_string());
    assert_eq!(r0.to_string(), "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\u{80}aaaaaaaaaa\0aaaaaaaaaaaaaa\0\0aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\u{80}aaaaaaaaaa\0aaaaaaaaaaaaaa\0\0aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\u{80}aaaaaaaaaa\0aaaaaaaaaaaaaa\0\0aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"); // candidate returned "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa… (2065 more bytes)
}

/// Every pasted reproducer: the demo, and the function.
const PASTED: [(&str, &str, fn()); 19] = [
    ("parray", "parray_reproducer", parray_reproducer),
    ("gen", "gen_reproducer", gen_reproducer),
    ("sparray", "sparray_reproducer", sparray_reproducer),
    ("ptset", "ptset_reproducer", ptset_reproducer),
    ("avl", "avl_reproducer", avl_reproducer),
    ("bag", "bag_reproducer", bag_reproducer),
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
