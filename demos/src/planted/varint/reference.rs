//! The reference: the values themselves, encoded one byte group at a time when asked.

/// A buffer of varints, kept as the list of values put.
#[derive(Debug, Clone, Default)]
pub struct VarintBuf {
    values: Vec<u64>,
}

/// The LEB128 encoding of `x`: seven bits per byte, lowest group first, the high bit set on
/// every byte but the last.
pub fn encode(mut x: u64) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let group = (x & 0x7f) as u8;
        x >>= 7;
        if x == 0 {
            out.push(group);
            return out;
        }
        out.push(group | 0x80);
    }
}

impl VarintBuf {
    /// An empty buffer.
    pub fn new() -> VarintBuf {
        VarintBuf::default()
    }

    /// Appends `x`.
    pub fn put(&mut self, x: u64) {
        self.values.push(x);
    }

    /// The number of bytes that encode `x`.
    pub fn encoded_len(x: u64) -> usize {
        encode(x).len()
    }

    /// The encoded bytes of every value put, in order.
    pub fn bytes(&self) -> Vec<u8> {
        self.values.iter().flat_map(|&x| encode(x)).collect()
    }

    /// The values put, in order.
    pub fn decode_all(&self) -> Vec<u64> {
        self.values.clone()
    }

    /// The number of values put.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether no value was put.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}
