//! A correct candidate: a bottom-up merge sort, stable since a merge takes from the left run
//! on ties.

use std::cmp::Ordering;

/// `v` sorted by `compare`, stably.
pub fn sort_by<F: Fn(&i32, &i32) -> Ordering>(v: Vec<i32>, compare: F) -> Vec<i32> {
    let mut src = v;
    let mut dst = Vec::with_capacity(src.len());
    let mut width = 1;
    while width < src.len() {
        dst.clear();
        for start in (0..src.len()).step_by(2 * width) {
            let mid = (start + width).min(src.len());
            let end = (start + 2 * width).min(src.len());
            let (mut i, mut j) = (start, mid);
            while i < mid && j < end {
                // Take from the right run only when it is strictly smaller: stable.
                if compare(&src[j], &src[i]) == Ordering::Less {
                    dst.push(src[j]);
                    j += 1;
                } else {
                    dst.push(src[i]);
                    i += 1;
                }
            }
            dst.extend_from_slice(&src[i..mid]);
            dst.extend_from_slice(&src[j..end]);
        }
        std::mem::swap(&mut src, &mut dst);
        width *= 2;
    }
    src
}
