//! Lengths drawn in tiers: mostly small from one byte, now and then larger from a few more.
//!
//! The first byte chooses the tier. Below the first tier's byte, the length is that byte modulo
//! the number of small lengths, so byte 0 gives 0 and lowering the byte shortens the length;
//! from a tier's byte up, the length is the tier's base plus a uniform draw below its span.
//! [`Tiered::encode`] is the inverse, so the shrinker can give a collection any other length.

use crate::source::Source;

/// A tiered length draw: lengths `0..small` from the first byte alone, then each tier
/// `(first byte, base, span)` for lengths `base..base + span`, in increasing order; each tier's
/// base is the end of the one before (the first's is `small`).
pub(crate) struct Tiered {
    pub small: u64,
    pub tiers: &'static [(u8, u64, u64)],
}

impl Tiered {
    /// Draws a length.
    pub(crate) fn draw(&self, src: &mut Source<'_>) -> usize {
        let t = src.draw_u8();
        let n = match self.tiers.iter().rev().find(|&&(tag, _, _)| t >= tag) {
            None => u64::from(t) % self.small,
            Some(&(_, base, span)) => base + src.draw_below(span),
        };
        n as usize
    }

    /// The bytes [`Tiered::draw`] reads to give `n` (the longest length for a longer `n`).
    pub(crate) fn encode(&self, n: usize) -> Vec<u8> {
        let n = n as u64;
        match self.tiers.iter().rev().find(|&&(_, base, _)| n >= base) {
            None => vec![n as u8],
            Some(&(tag, base, span)) => [
                vec![tag],
                Source::encode_below(span, (n - base).min(span - 1)),
            ]
            .concat(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LENGTHS: Tiered = Tiered {
        small: 9,
        tiers: &[(200, 9, 56), (240, 65, 960), (252, 1025, 3072)],
    };

    #[test]
    fn encode_is_the_inverse_of_draw_and_byte_zero_is_zero() {
        for n in 0..=4096 {
            let bytes = LENGTHS.encode(n);
            assert_eq!(LENGTHS.draw(&mut Source::from_bytes(&bytes)), n, "{n}");
        }
        assert_eq!(LENGTHS.draw(&mut Source::from_bytes(&[0])), 0);
        assert_eq!(LENGTHS.encode(10_000), LENGTHS.encode(4096));
    }
}
