//! `indexmap` 2.14.2, `IndexMap<u8, u8>`: a hash map that keeps its entries in insertion order
//! and can be indexed by position, against a `Vec` of pairs ([`reference`](mod@reference)). No
//! bug known; the demo passes.
//!
//! The spec declares, once each: `new` (the constructor), `clone`, `insert`, `insert_full`,
//! `shift_insert`, `insert_before`, `get`, `get_index_of`, `get_index`, `first`, `last`,
//! `contains_key`, `swap_remove`, `shift_remove`, `swap_remove_index`, `shift_remove_index`,
//! `move_index`, `swap_indices`, `pop`, `truncate`, `split_off`, `reverse`, `sort_keys`,
//! `len`, `is_empty`, `clear`, `iter`, `into_keys` (which consumes the map) and `==` (which
//! the crate documents to ignore the order). Keys and values are `u8`s; an index is drawn
//! from `0..=len` of the map it applies to (one past the end included). `shift_insert`,
//! `insert_before`, `move_index`, `swap_indices` and `split_off` panic as documented and are
//! declared `may_panic`.

pub mod reference;

use monolith_core::spec::*;
use monolith_core::{api, Engine};
use reference::Map;

/// An index into `m`, one past the end included.
fn index(m: &Map) -> Range<usize> {
    closed(0usize, m.len())
}

/// `IndexMap<u8, u8>`'s methods, restated: each side is called by its own methods of these
/// names. The crate's borrowed results are converted to the values the model returns.
#[api(reference = Map, candidate = indexmap::IndexMap<u8, u8>, var = "m", engine = indexmap_engine)]
pub trait IndexMapApi {
    fn new() -> Self;
    fn clone(&self) -> Self;
    fn insert(&mut self, key: u8, value: u8) -> Option<u8>;
    fn insert_full(&mut self, key: u8, value: u8) -> (usize, Option<u8>);
    #[monolith(may_panic)]
    fn shift_insert(
        &mut self,
        #[monolith(dep = |m| index(m))] index: usize,
        key: u8,
        value: u8,
    ) -> Option<u8>;
    #[monolith(may_panic)]
    fn insert_before(
        &mut self,
        #[monolith(dep = |m| index(m))] index: usize,
        key: u8,
        value: u8,
    ) -> (usize, Option<u8>);
    #[monolith(convert = ".copied()")]
    fn get(&self, key: &u8) -> Option<u8>;
    fn get_index_of(&self, key: &u8) -> Option<usize>;
    #[monolith(convert = ".map(|(k, v)| (*k, *v))")]
    fn get_index(&self, #[monolith(dep = |m| index(m))] index: usize) -> Option<(u8, u8)>;
    #[monolith(convert = ".map(|(k, v)| (*k, *v))")]
    fn first(&self) -> Option<(u8, u8)>;
    #[monolith(convert = ".map(|(k, v)| (*k, *v))")]
    fn last(&self) -> Option<(u8, u8)>;
    fn contains_key(&self, key: &u8) -> bool;
    fn swap_remove(&mut self, key: &u8) -> Option<u8>;
    fn shift_remove(&mut self, key: &u8) -> Option<u8>;
    fn swap_remove_index(
        &mut self,
        #[monolith(dep = |m| index(m))] index: usize,
    ) -> Option<(u8, u8)>;
    fn shift_remove_index(
        &mut self,
        #[monolith(dep = |m| index(m))] index: usize,
    ) -> Option<(u8, u8)>;
    #[monolith(may_panic)]
    fn move_index(
        &mut self,
        #[monolith(dep = |m| index(m))] from: usize,
        #[monolith(dep = |m, _| index(m))] to: usize,
    );
    #[monolith(may_panic)]
    fn swap_indices(
        &mut self,
        #[monolith(dep = |m| index(m))] a: usize,
        #[monolith(dep = |m, _| index(m))] b: usize,
    );
    fn pop(&mut self) -> Option<(u8, u8)>;
    fn truncate(&mut self, #[monolith(dep = |m| index(m))] len: usize);
    #[monolith(may_panic)]
    fn split_off(&mut self, #[monolith(dep = |m| index(m))] at: usize) -> Self;
    fn reverse(&mut self);
    fn sort_keys(&mut self);
    fn len(&self) -> usize;
    fn is_empty(&self) -> bool;
    fn clear(&mut self);
    #[monolith(convert = ".map(|(k, v)| (*k, *v)).collect::<Vec<_>>()")]
    fn iter(&self) -> Vec<(u8, u8)>;
    #[monolith(convert = ".collect::<Vec<_>>()")]
    fn into_keys(self) -> Vec<u8>;
    fn eq(&self, other: &Self) -> bool;
}

/// The spec of `IndexMap<u8, u8>`.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::crates::indexmap::working_engine()
///     .run_random(&Config::with_seed(1).scenarios(500))
///     .is_ok());
/// ```
pub fn working_engine() -> Engine {
    indexmap_engine()
}
