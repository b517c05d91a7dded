//! Characters and strings: [`char`](fn@char), [`string`], [`string_of`], and [`str`](fn@str)
//! for `&str` parameters.
//!
//! Characters are drawn by class, so that the few characters that break text code come up
//! often and come up *again*:
//!
//! | first byte | class | share of uniform bytes |
//! |---|---|---|
//! | `0..160` | ASCII letters and digits (byte 0 gives `'a'`) | 62% |
//! | `160..192` | whitespace, controls and punctuation: `' '`, `'\n'`, `'\r'`, `'\t'`, `'\0'`, ... | 12% |
//! | `192..240` | a fixed set of 2-, 3- and 4-byte characters: the first and last of each UTF-8 width (`'\u{80}'`, `'\u{7ff}'`, `'\u{800}'`, ...), then `'é'`, `'ß'`, `'€'`, `'中'`, `'😀'`, ... | 19% |
//! | `240..=255` | any Unicode scalar value (next 3 bytes) | 6% |
//!
//! A [`string`] is fresh (a length, a mix of classes, then characters: half the fresh strings
//! mix every class, the others keep to ASCII letters and digits, to wide characters, or to
//! whitespace and punctuation) or, when the scenario already produced
//! strings, built from one of them: the same string, a prefix of it, an extension of it, or a
//! repetition of it. Lengths are mostly 0 to 8 characters, now and then up to 64, 1,024 or
//! 4,096.

use super::arg::{Arg, ArgPrinter};
use super::tiered::Tiered;
use super::{Built, Constructible, Cx, Literal, Plain, Reject, Spec};
use crate::env::Env;
use crate::source::marks::Afresh;
use crate::source::spans::Label;
use crate::source::Source;

const ALNUM: &[u8; 36] = b"abcdefghijklmnopqrstuvwxyz0123456789";
const SPECIAL: [char; 16] = [
    ' ', '\n', '\r', '\t', '\0', '.', ',', '-', '_', '/', '\\', '"', '\'', '{', '}', '\u{7f}',
];
/// Characters of 2, 3 and 4 bytes in UTF-8: the first and last of each width (the encoding's
/// boundaries, where hand-written UTF-8 code is off by one), the ends of the surrogate gap, and
/// common ones, some with surprising case mappings (`'ß'` uppercases to `"SS"`, `'ǅ'` is
/// titlecase) or no width (`'\u{200b}'`).
const WIDE: [char; 24] = [
    '\u{80}',
    '\u{7ff}',
    '\u{800}',
    '\u{ffff}',
    '\u{10000}',
    '\u{10ffff}',
    '\u{d7ff}',
    '\u{e000}',
    'é',
    'ß',
    'ñ',
    'Ω',
    'д',
    'ǅ',
    '€',
    '中',
    '→',
    'あ',
    '\u{200b}',
    '\u{fffd}',
    '😀',
    '🦀',
    '𝄞',
    'ÿ',
];

/// Characters drawn by class (see the [module documentation](self)). Reads 1 byte, or 4 for
/// any scalar value; byte 0 gives `'a'`.
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::draw_char, Source};
/// assert_eq!(draw_char(&mut Source::from_bytes(&[0])), 'a');
/// assert_eq!(draw_char(&mut Source::from_bytes(&[161])), '\n');
/// assert_eq!(draw_char(&mut Source::from_bytes(&[200])), 'é');
/// let c = monolith_core::spec::char();
/// # let _ = c;
/// ```
pub fn char() -> Plain<char> {
    Plain::new(|cx| draw_char(cx.source()))
}

/// The draw behind [`char()`](fn@char).
pub fn draw_char(src: &mut Source<'_>) -> char {
    let b = src.draw_u8();
    match b {
        0..160 => ALNUM[usize::from(b) % ALNUM.len()] as char,
        160..192 => SPECIAL[usize::from(b - 160) % SPECIAL.len()],
        192..240 => WIDE[usize::from(b - 192) % WIDE.len()],
        _ => {
            // Skip the surrogates: every draw is a scalar value.
            let x = src.draw_below(0x11_0000 - 0x800) as u32;
            let x = if x >= 0xd800 { x + 0x800 } else { x };
            std::char::from_u32(x).unwrap_or('\u{fffd}')
        }
    }
}

/// String lengths in characters: mostly 0 to 8, now and then up to 64, 1,024 or 4,096.
const TEXT_LENGTH: Tiered = Tiered {
    small: 9,
    tiers: &[(200, 9, 56), (240, 65, 960), (252, 1025, 3072)],
};

/// A string length in characters ([`TEXT_LENGTH`]).
fn draw_text_length(src: &mut Source<'_>) -> usize {
    let draw = src.open();
    let n = TEXT_LENGTH.draw(src);
    src.close(draw, Label::LengthDraw(encode_text_length));
    n
}

/// The bytes [`draw_text_length`] reads to give `n` (at most 4,096): its inverse.
fn encode_text_length(n: usize) -> Vec<u8> {
    TEXT_LENGTH.encode(n)
}

/// The bytes [`draw_char`] reads to give `c`: one byte for a character of its tables, else a
/// scalar value.
fn encode_char(c: char) -> Vec<u8> {
    let table = |t: &[char]| t.iter().position(|&x| x == c);
    if let Some(i) = ALNUM.iter().position(|&x| x as char == c) {
        return vec![i as u8];
    }
    if let Some(i) = table(&SPECIAL) {
        return vec![160 + i as u8];
    }
    if let Some(i) = table(&WIDE) {
        return vec![192 + i as u8];
    }
    let x = c as u64;
    let x = if x >= 0xe000 { x - 0x800 } else { x };
    [vec![240], Source::encode_below(0x11_0000 - 0x800, x)].concat()
}

/// The bytes [`fresh_string`] reads to give `s` (every class mixed, each character by
/// [`encode_char`]), for a string of at most 4,096 characters.
fn encode_fresh_string(s: &str) -> Option<Vec<u8>> {
    let n = s.chars().count();
    if n > 4096 {
        return None;
    }
    let mut out = encode_text_length(n);
    out.push(0);
    for c in s.chars() {
        out.extend(encode_char(c));
    }
    Some(out)
}

/// The bytes that make [`string`] draw `s` afresh, whatever the scenario's pool holds: a first
/// byte 0, which never recalls, then `s` as [`encode_fresh_string`] gives it.
pub(crate) fn fresh_text_literal(s: &str) -> Option<Vec<u8>> {
    encode_fresh_string(s).map(|fresh| [vec![0], fresh].concat())
}

/// A fresh string: a length, a mix of classes, then the characters. Mixes: every class (byte 0),
/// ASCII letters and digits only, the fixed wide characters only, or whitespace and
/// punctuation only. One-class strings make texts whose first kilobyte is pure ASCII and whose
/// next is not, which is where byte-offset shortcuts break.
fn fresh_string(src: &mut Source<'_>) -> String {
    let collection = src.open();
    let length = src.open();
    let n = draw_text_length(src);
    src.close(length, Label::Length);
    // The mix byte, between the length and the characters, is no part of the collection's.
    let mix = src.draw_u8();
    let one =
        |table: &[char], src: &mut Source<'_>| table[usize::from(src.draw_u8()) % table.len()];
    let s = (0..n)
        .map(|_| {
            let element = src.open();
            let c = match mix {
                0..128 => draw_char(src),
                128..192 => ALNUM[usize::from(src.draw_u8()) % ALNUM.len()] as char,
                192..224 => one(&WIDE, src),
                _ => one(&SPECIAL, src),
            };
            src.close(element, Label::Element);
            c
        })
        .collect();
    src.close(collection, Label::Collection);
    s
}

/// The longest string built from a recalled one, in bytes: a scenario that keeps extending
/// its own results would otherwise double its text at every step.
const MAX_DERIVED: usize = 4 * 1024;

fn draw_string_in(cx: &mut Cx<'_, '_>) -> String {
    let text = cx.src.open();
    let tag = cx.src.draw_u8();
    let recall = tag >= 216 - cx.pool.eagerness().min(160);
    let recalled = if recall && cx.generation.pool {
        let j = cx.src.draw_u8();
        cx.pool.recall::<String>(usize::from(j)).cloned()
    } else {
        None
    };
    let was_recalled = recalled.is_some();
    let mut s = match recalled {
        None => fresh_string(cx.src),
        Some(base) => match tag % 4 {
            0 => base,
            1 => {
                let n = base.chars().count();
                let k = cx.src.draw_below(n as u64 + 1) as usize;
                base.chars().take(k).collect()
            }
            2 => base + &fresh_string(cx.src),
            _ => {
                let times = 2 + cx.src.draw_below(7) as usize;
                let times = times.min(MAX_DERIVED / base.len().max(1)).max(1);
                base.repeat(times)
            }
        },
    };
    if s.len() > MAX_DERIVED {
        let end = (0..=MAX_DERIVED)
            .rev()
            .find(|&i| s.is_char_boundary(i))
            .unwrap_or(0);
        s.truncate(end);
    }
    if cx.src.is_marking() {
        if was_recalled {
            if let Some(fresh) = fresh_text_literal(&s) {
                cx.src.close(text, Label::Recall(Afresh::Bytes(fresh)));
            }
        }
        cx.src.close(text, Label::Text(s.clone()));
    }
    cx.pool.remember(&s);
    s
}

/// Strings of characters drawn by class, fresh or built from a string the scenario already
/// produced (see the [module documentation](self)). Byte 0 gives the empty string.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// let name = string();
/// # let _ = name;
/// ```
pub fn string() -> Plain<String> {
    Plain::new(draw_string_in)
}

/// Strings of characters of `chars` with a length of `len`: an alphabet and a length spec.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// // DNA of 0 to 31 bases.
/// let dna = string_of(one_of(['A', 'C', 'G', 'T']), lt(32usize));
/// # let _ = dna;
/// ```
pub fn string_of<A, L>(chars: A, len: L) -> StringOf<A, L>
where
    A: Constructible<R = char, C = char>,
    L: Constructible<R = usize, C = usize>,
{
    StringOf { chars, len }
}

/// Strings over an alphabet: see [`string_of`].
#[derive(Debug, Clone)]
pub struct StringOf<A, L> {
    chars: A,
    len: L,
}

impl<A, L> Spec for StringOf<A, L> {
    type R = String;
    type C = String;
}

impl<A, L> Constructible for StringOf<A, L>
where
    A: Constructible<R = char, C = char>,
    L: Constructible<R = usize, C = usize>,
{
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<String, String>, Reject> {
        let collection = cx.src.open();
        let length = cx.src.open();
        let n = self.len.construct(cx)?.r;
        cx.src.close(length, Label::Length);
        let mut s = String::new();
        for _ in 0..n {
            let element = cx.src.open();
            s.push(self.chars.construct(cx)?.r);
            cx.src.close(element, Label::Element);
        }
        cx.src.close(collection, Label::Collection);
        cx.pool.remember(&s);
        Ok(Built::same(s, cx.render))
    }
}

/// A `&str` argument: see [`str`](fn@str).
#[derive(Debug, Clone)]
pub struct Str<S>(S);

/// A `&str` argument: the reference and the candidate each receive a `&str` of a string drawn
/// as by [`string`], and the reproducer passes a string literal (`"héllo"`, not
/// `"héllo".to_string()`).
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::*, Engine};
/// let mut engine = Engine::new();
/// engine.declare("str::len", args().arg(str()).returns(int::<usize>()), str::len, str::len);
/// # assert!(engine.run_random(&monolith_core::Config::with_seed(1).scenarios(50)).is_ok());
/// ```
pub fn str() -> Str<Plain<String>> {
    Str(string())
}

/// A `&str` argument drawn from any string spec, such as [`string_of`].
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// let word = str_of(string_of(one_of(['a', 'b']), lt(4usize)));
/// # let _ = word;
/// ```
pub fn str_of<S: Constructible<R = String, C = String>>(spec: S) -> Str<S> {
    Str(spec)
}

/// A generated string waiting to be lent as `&str`.
#[doc(hidden)]
pub struct StrValue {
    r: String,
    c: String,
    code: String,
}

impl<S: Constructible<R = String, C = String>> Arg for Str<S> {
    type R = String;
    type C = String;
    type RIn<'a> = &'a str;
    type CIn<'a> = &'a str;
    type Held = StrValue;
    type Lent = StrValue;
    type InCall<'e> = StrValue;
    fn take(&self, cx: &mut Cx<'_, '_>) -> Result<StrValue, Reject> {
        let b = self.0.construct(cx)?;
        // The printed argument is a literal: `"..."`, whatever the inner spec printed.
        let code = if cx.render {
            b.r.as_str().literal()
        } else {
            String::new()
        };
        Ok(StrValue {
            r: b.r,
            c: b.c,
            code,
        })
    }
    fn reference<'a>(held: &'a StrValue, _: &'a Env) -> &'a String {
        &held.r
    }
    fn lend(held: StrValue, _: &mut Env) -> StrValue {
        held
    }
    fn borrow(lent: StrValue, _: &Env) -> StrValue {
        lent
    }
    fn unborrow(call: StrValue) -> StrValue {
        call
    }
    fn lend_r(lent: &mut StrValue) -> &str {
        &lent.r
    }
    fn lend_c(lent: &mut StrValue) -> &str {
        &lent.c
    }
    fn release(_: StrValue, _: &mut Env) {}
    fn print(lent: &StrValue, _: bool, _: &mut ArgPrinter<'_>) -> String {
        lent.code.clone()
    }
    type Seen = str;
    fn seen(call: &StrValue) -> Option<&str> {
        Some(&call.c)
    }
    fn print_seen(call: &StrValue, _: &mut ArgPrinter<'_>) -> String {
        call.code.clone()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_shrinkers_encodings_draw_back_what_they_encode() {
        for n in [0, 1, 8, 9, 64, 65, 1024, 1025, 4096] {
            let bytes = encode_text_length(n);
            assert_eq!(draw_text_length(&mut Source::from_bytes(&bytes)), n, "{n}");
        }
        for c in [
            'a',
            '7',
            '\n',
            '\0',
            'é',
            '\u{800}',
            '😀',
            '\u{d7ff}',
            '\u{e000}',
            '\u{10ffff}',
        ] {
            let bytes = encode_char(c);
            assert_eq!(draw_char(&mut Source::from_bytes(&bytes)), c, "{c:?}");
        }
        let s = "héllo \u{800}😀".repeat(30);
        let bytes = encode_fresh_string(&s).unwrap();
        assert_eq!(fresh_string(&mut Source::from_bytes(&bytes)), s);
    }

    use super::*;

    #[test]
    fn every_class_is_reached_and_wide_characters_repeat() {
        let chars: Vec<char> = (0..=255u8)
            .map(|b| draw_char(&mut Source::from_bytes(&[b, 1, 2, 3])))
            .collect();
        assert!(chars.contains(&'\n') && chars.contains(&'\0') && chars.contains(&'😀'));
        assert!(chars.iter().filter(|&&c| c == 'é').count() >= 2);
        assert!(chars.contains(&'\u{800}') && chars.contains(&'\u{10000}'));
        for b in 0..=255u8 {
            for x in [0u8, 0xd8, 0xdf, 0xff] {
                // Never a surrogate, never a panic.
                let _ = draw_char(&mut Source::from_bytes(&[240, x, b, x]));
            }
        }
    }

    #[test]
    fn text_lengths_are_now_and_then_long() {
        let lens: Vec<usize> = (0..=255u8)
            .map(|b| draw_text_length(&mut Source::from_bytes(&[b, 255, 255])))
            .collect();
        assert_eq!(lens[0], 0);
        assert!(lens.iter().all(|&n| n <= 4096));
        assert!(lens.iter().any(|&n| n > 1024));
        assert!(lens.iter().filter(|&&n| n <= 8).count() > 150);
    }
}
