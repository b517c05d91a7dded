//! JSON texts.

use crate::spec::Grammar;

const RULES: &str = r#"
start: ws value ws;
value: "null" | "true" | "false" | number | string | array | object;
object: "{" ws "}" | "{" ws member (ws "," ws member)* ws "}";
member: string ws ":" ws value;
array: "[" ws "]" | "[" ws value (ws "," ws value)* ws "]";
number: "-"? int frac? exp?;
int: "0" | [1-9] [0-9]{0,200};
frac: "." [0-9]+;
exp: [eE] "-" [0-9]+ | [eE] "+"? "0"* [0-9]{1,2};
string: '"' char* '"';
char: %x20-21 | %x23-5B | %x5D-10FFFF | escape;
escape: "\\" ["\\/bfnrt] | "\\u" bmp | "\\u" high "\\u" low;
bmp: [0-9A-Ca-cEFef] hex hex hex | [Dd] [0-7] hex hex;
high: [Dd] [89ABab] hex hex;
low: [Dd] [C-Fc-f] hex hex;
hex: [0-9A-Fa-f];
ws: [ \t\n\r]*;
"#;

/// JSON texts (RFC 8259): any value at the top, objects, arrays, strings with every escape,
/// numbers, `true`, `false`, `null`, and the four white-space characters between tokens.
///
/// Simplified, as RFC 8259 lets a parser (sections 8.2 and 9) and as `serde_json` requires:
/// a `\u` escape of a surrogate comes only as a high one followed by a low one (a lone
/// surrogate is refused); numbers stay within `f64`'s range, with at most 201 integer digits
/// and a positive exponent of at most two digits after its leading zeros (`1e400` and `1e0400`
/// are refused, `1e-400` is in). Nesting is not bounded by the grammar; generation nests at
/// most about 24 levels (its depth bound), within `serde_json`'s 128.
///
/// # Examples
///
/// ```
/// use monolith_core::{grammars, Source};
/// let json = grammars::json();
/// assert!(json.matches(r#" {"a": [1, -2.5e3, "\u00e9\ud83d\ude00"], "b": null} "#));
/// assert!(!json.matches("[1,]") && !json.matches("01") && !json.matches(r#"["\x"]"#));
/// let s = json.generate(&mut Source::random(1, 0)).unwrap();
/// assert!(json.matches(&s));
/// ```
pub fn json() -> Grammar {
    super::ready_made("json", &[RULES])
}
