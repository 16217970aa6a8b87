//! A tiny seedable random number generator, so the engine needs no `rand` crate and a "learn"
//! deck is the same on every machine for the same seed (the app seeds it; tests pin it).

/// Marsaglia's xorshift64: fast, small and good enough to shuffle cards for practice. Not for
/// real-money shuffles; a real table shuffles a real deck.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XorShift(u64);

impl XorShift {
    /// A generator from any seed (zero included: the state is never allowed to be zero, which
    /// would make xorshift return zero forever).
    pub fn new(seed: u64) -> XorShift {
        let state = seed ^ 0x9E37_79B9_7F4A_7C15;
        XorShift(if state == 0 { 0x9E37_79B9_7F4A_7C15 } else { state })
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// A number in `0..n` (`n` > 0). The modulo bias is below 2^-50 for card counts.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// Fisher–Yates shuffle in place.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// A seed from the platform's secure random source (the operating system natively,
/// `crypto.getRandomValues` in the browser): a learn-mode deck, an equity sample or a practice draw
/// nobody can predict from the clock. `None` if the source failed (the caller says so).
pub fn fresh_seed() -> Option<u64> {
    getrandom::u64().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_shuffle_and_every_item_kept() {
        let mut a: Vec<u32> = (0..52).collect();
        let mut b = a.clone();
        XorShift::new(7).shuffle(&mut a);
        XorShift::new(7).shuffle(&mut b);
        assert_eq!(a, b);
        assert_ne!(a, (0..52).collect::<Vec<_>>());
        let mut sorted = a.clone();
        sorted.sort();
        assert_eq!(sorted, (0..52).collect::<Vec<_>>());
    }

    #[test]
    fn seed_zero_is_not_stuck() {
        let mut r = XorShift::new(0x9E37_79B9_7F4A_7C15);
        assert_ne!(r.next_u64(), 0);
    }
}
