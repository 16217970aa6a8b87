//! One small stable sort for the short lists the app orders: seats, positions, board combinations,
//! at most 52 cards.
//!
//! Why not the standard library's: every `sort*` call on a new element type or closure is a new
//! copy of its driftsort or quicksort (2.5 to 3.5 KB of wasm each), and the browser bundle had over
//! a hundred such functions. An insertion sort is a few dozen bytes per use and, on lists this
//! short, as fast. It is quadratic, so a list that can run to thousands goes through
//! [`merge_sort_by`] instead, and the evaluator's table build keeps the standard library's.
//!
//! Every function here is stable: equal elements keep their order.

/// Sorts `v` so that no element is `less` than the one before it; equal elements keep their order.
pub fn sort_by<T>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && less(&v[j], &v[j - 1]) {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// [`sort_by`] in `n log n` steps, for lists that can be long (the Chinese settings search can
/// leave two thousand candidates): a bottom-up merge sort through a copy, a few hundred bytes of
/// wasm against the standard library's several thousand.
pub fn merge_sort_by<T: Copy>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    let n = v.len();
    let mut merged = v.to_vec();
    let mut width = 1;
    while width < n {
        for start in (0..n).step_by(2 * width) {
            let (mid, end) = ((start + width).min(n), (start + 2 * width).min(n));
            let (mut i, mut j) = (start, mid);
            for slot in &mut merged[start..end] {
                // The right run's element goes first only when strictly less: that keeps ties in order.
                if j < end && (i == mid || less(&v[j], &v[i])) {
                    *slot = v[j];
                    j += 1;
                } else {
                    *slot = v[i];
                    i += 1;
                }
            }
        }
        v.copy_from_slice(&merged);
        width *= 2;
    }
}

/// Sorts `v` ascending by `key`; equal keys keep their order.
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a) < key(b));
}

/// Sorts `v` ascending.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, |a, b| a < b);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_the_standard_library_and_keeps_ties_in_order() {
        let mut seed = 12345u32;
        for len in 0..70 {
            let mut v: Vec<(u32, usize)> = (0..len)
                .map(|i| {
                    seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
                    ((seed >> 16) % 7, i)
                })
                .collect();
            let mut expected = v.clone();
            expected.sort_by_key(|x| x.0);
            sort_by_key(&mut v, |x| x.0);
            assert_eq!(v, expected);
            let mut merged = v.clone();
            merged.reverse();
            let mut expected = merged.clone();
            expected.sort_by_key(|x| x.0);
            merge_sort_by(&mut merged, |a, b| a.0 < b.0);
            assert_eq!(merged, expected);
            let mut plain: Vec<u32> = v.iter().map(|x| x.0).rev().collect();
            sort(&mut plain);
            assert!(plain.windows(2).all(|w| w[0] <= w[1]));
        }
    }
}
