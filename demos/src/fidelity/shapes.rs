// The candidate of the fidelity suite, written once for both variants: `FAULTY` makes every
// observation wrong once two values are held (and `nth` and `items` panic).

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::ops::{Range, RangeInclusive};
use std::time::Duration;

/// The values pushed, observed through every shape of result a reproducer must print.
#[derive(Debug, Clone, Default)]
pub struct Shapes(Vec<u8>);

/// The values, one by one; the faulty candidate's panics past the first.
#[derive(Debug)]
pub struct Items(std::vec::IntoIter<u8>, usize);

impl Iterator for Items {
    type Item = u8;
    fn next(&mut self) -> Option<u8> {
        assert!(!FAULTY || self.1 < 1, "Items::next past the first value");
        self.1 += 1;
        self.0.next()
    }
}

impl Shapes {
    /// No values.
    pub fn new() -> Shapes {
        Shapes(Vec::new())
    }
    /// Adds a value.
    pub fn push(&mut self, x: u8) {
        self.0.push(x);
    }
    /// Whether the faulty candidate is wrong here: two values or more.
    fn off(&self) -> bool {
        FAULTY && self.0.len() >= 2
    }
    /// How many values, and whether that is even with the last value as a letter.
    pub fn pair(&self) -> (u8, (bool, char)) {
        let n = self.0.len() as u8;
        (n, (n.is_multiple_of(2) || self.off(), self.letter_of()))
    }
    /// Sizes of several integer types.
    pub fn sizes(&self) -> (usize, i128, i16) {
        let n = self.0.len() + usize::from(self.off());
        (n, -(n as i128) * 1_000_000_000_000, n as i16 - 3)
    }
    /// The first value.
    pub fn first(&self) -> Option<u8> {
        if self.off() {
            return None;
        }
        self.0.first().copied()
    }
    /// The sum, or an error on overflow.
    pub fn checked(&self) -> Result<u8, String> {
        let sum = self.0.iter().try_fold(0u8, |a, &x| a.checked_add(x));
        match (sum, self.off()) {
            (Some(s), false) => Ok(s),
            (Some(s), true) => Ok(s.wrapping_add(1)),
            (None, _) => Err("overflow".to_string()),
        }
    }
    /// Each value with its text when even.
    pub fn pairs(&self) -> Vec<(u8, Option<String>)> {
        let mut v: Vec<_> = self
            .0
            .iter()
            .map(|&x| (x, x.is_multiple_of(2).then(|| x.to_string())))
            .collect();
        if self.off() {
            v[1].1 = Some("odd".to_string());
        }
        v
    }
    /// The values as text, joined by `", "`.
    pub fn text(&self) -> String {
        let sep = if self.off() { "," } else { ", " };
        self.0.iter().map(u8::to_string).collect::<Vec<_>>().join(sep)
    }
    fn letter_of(&self) -> char {
        let last = self.0.last().copied().unwrap_or(0);
        char::from(b'a' + last % 26)
    }
    /// The last value as a letter (`'a'` for 0), or a quote when off.
    pub fn letter(&self) -> char {
        if self.off() {
            return '\'';
        }
        self.letter_of()
    }
    /// Whether no value is held.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty() || self.off()
    }
    /// From the smallest value to the largest.
    pub fn span(&self) -> Range<u8> {
        let lo = self.0.iter().min().copied().unwrap_or(0);
        let hi = self.0.iter().max().copied().unwrap_or(0);
        lo..hi + u8::from(self.off())
    }
    /// From the smallest value to the largest, inclusive.
    pub fn span_inclusive(&self) -> RangeInclusive<u8> {
        let r = self.span();
        r.start..=r.end
    }
    /// The first two values, 0 when missing.
    pub fn head(&self) -> [u8; 2] {
        let at = |i: usize| self.0.get(i).copied().unwrap_or(0);
        [at(0), at(usize::from(!self.off()))]
    }
    /// The sum, boxed.
    pub fn boxed(&self) -> Box<u64> {
        Box::new(self.0.iter().map(|&x| u64::from(x)).sum::<u64>() + u64::from(self.off()))
    }
    /// How often each value was pushed.
    pub fn counts(&self) -> BTreeMap<u8, u16> {
        let mut m = BTreeMap::new();
        for &x in &self.0 {
            *m.entry(x).or_insert(0) += 1;
        }
        if self.off() {
            m.insert(200, 1);
        }
        m
    }
    /// The values, negated, as a set.
    pub fn distinct(&self) -> BTreeSet<i8> {
        let skip = usize::from(self.off());
        self.0.iter().skip(skip).map(|&x| -((x % 100) as i8)).collect()
    }
    /// Each value and whether it is even.
    pub fn hashed(&self) -> HashMap<u8, bool> {
        let mut m: HashMap<u8, bool> = self.0.iter().map(|&x| (x, x.is_multiple_of(2))).collect();
        if self.off() {
            m.insert(201, true);
        }
        m
    }
    /// The squares of the values, as a set.
    pub fn squares(&self) -> HashSet<u32> {
        let bump = u32::from(self.off());
        self.0.iter().map(|&x| u32::from(x) * u32::from(x) + bump).collect()
    }
    /// The sum, in milliseconds.
    pub fn elapsed(&self) -> Duration {
        let ms: u64 = self.0.iter().map(|&x| u64::from(x)).sum();
        Duration::from_millis(ms * 250 + u64::from(self.off()))
    }
    /// Whether the text holds `s`.
    pub fn contains(&self, s: &str) -> bool {
        self.text().contains(s) != self.off()
    }
    /// How many values are held.
    pub fn len(&self) -> usize {
        self.0.len()
    }
    /// The value at `i`, 0 when missing.
    pub fn get(&self, i: usize) -> u8 {
        self.0.get(i).copied().unwrap_or(0)
    }
    /// The value at `i`, 0 when missing: the faulty candidate panics with two values.
    pub fn nth(&self, i: usize) -> u8 {
        assert!(!self.off(), "Shapes::nth with two values");
        self.get(i)
    }
    /// The values one by one.
    pub fn items(&self) -> Items {
        Items(self.0.clone().into_iter(), 0)
    }
}
