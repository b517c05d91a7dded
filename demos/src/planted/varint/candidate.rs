//! The candidate: a byte buffer that sizes each varint from a table before writing it, and a
//! decoder that reads the buffer back.
//!
//! **Planted bug** (`BUGGY = true`): in the table of the largest value of each length, the
//! entry for 7 bytes, `2^49 - 1`, is written `0x2_0000_0000_0000`, that is `2^49`, the
//! smallest 8-byte value. So [`encoded_len`](VarintBuf::encoded_len) says 7 for `2^49` alone,
//! and [`put`](VarintBuf::put) writes `2^49` in 7 bytes, which drops its only set bit: the
//! bytes encode 0.

/// The largest value of each encoded length, 1 to 9 bytes: `2^(7n) - 1`. Above the last, 10
/// bytes.
const MAX_BY_LEN: [u64; 9] = [
    0x7f,
    0x3fff,
    0x1f_ffff,
    0xfff_ffff,
    0x7_ffff_ffff,
    0x3ff_ffff_ffff,
    0x1_ffff_ffff_ffff,
    0xff_ffff_ffff_ffff,
    0x7fff_ffff_ffff_ffff,
];

/// A buffer of LEB128 varints: seven bits per byte, lowest group first, the high bit set on
/// every byte but the last of a value.
#[derive(Debug, Clone, Default)]
pub struct VarintBuf<const BUGGY: bool> {
    buf: Vec<u8>,
    count: usize,
}

/// The candidate with the planted bug.
pub type Faulty = VarintBuf<true>;
/// The correct candidate.
pub type Working = VarintBuf<false>;

impl<const BUGGY: bool> VarintBuf<BUGGY> {
    /// The table of the largest value of each length, as this candidate has it.
    const MAX_BY_LEN: [u64; 9] = {
        let mut table = MAX_BY_LEN;
        if BUGGY {
            // The planted bug: 2^49 where 2^49 - 1 belongs.
            table[6] = 0x2_0000_0000_0000;
        }
        table
    };

    /// An empty buffer.
    pub fn new() -> Self {
        VarintBuf {
            buf: Vec::new(),
            count: 0,
        }
    }

    /// The number of bytes that encode `x`: one more than the number of lengths too short
    /// for it, found by binary search in the table.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::planted::varint::{Faulty, Working};
    /// assert_eq!(Working::encoded_len(300), 2);
    /// assert_eq!(Working::encoded_len(1 << 49), 8);
    /// assert_eq!(Faulty::encoded_len(1 << 49), 7); // the planted bug
    /// ```
    pub fn encoded_len(x: u64) -> usize {
        Self::MAX_BY_LEN.partition_point(|&max| max < x) + 1
    }

    /// Appends `x`: reserves its length, then writes its groups.
    pub fn put(&mut self, x: u64) {
        let n = Self::encoded_len(x);
        let start = self.buf.len();
        self.buf.resize(start + n, 0);
        let mut rest = x;
        for (i, byte) in self.buf[start..].iter_mut().enumerate() {
            let more = if i + 1 < n { 0x80 } else { 0 };
            *byte = (rest & 0x7f) as u8 | more;
            rest >>= 7;
        }
        self.count += 1;
    }

    /// The encoded bytes, in order.
    pub fn bytes(&self) -> Vec<u8> {
        self.buf.clone()
    }

    /// Decodes the whole buffer.
    pub fn decode_all(&self) -> Vec<u64> {
        let mut out = Vec::with_capacity(self.count);
        let mut acc = 0u64;
        let mut shift = 0u32;
        for &byte in &self.buf {
            acc |= u64::from(byte & 0x7f).checked_shl(shift).unwrap_or(0);
            if byte & 0x80 == 0 {
                out.push(acc);
                acc = 0;
                shift = 0;
            } else {
                shift += 7;
            }
        }
        out
    }

    /// The number of values put.
    pub fn len(&self) -> usize {
        self.count
    }

    /// Whether no value was put.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }
}
