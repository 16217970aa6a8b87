//! The hands every library is timed on: drawn once from a fixed-seed generator, so each library
//! sees exactly the same cards in the same order, natively and in wasm.
//!
//! Cards here are library-neutral `(rank, suit)` pairs: rank `0..13` (two to ace) and suit `0..4`
//! (clubs, diamonds, hearts, spades). Each adapter converts them to its own type before timing.

/// A card as `rank * 4 + suit`, `0..52`.
pub type Neutral = u8;

/// The rank (`0` = two, `12` = ace) of a neutral card.
pub const fn rank(card: Neutral) -> u8 {
    card / 4
}

/// The suit (`0..4`: clubs, diamonds, hearts, spades) of a neutral card.
pub const fn suit(card: Neutral) -> u8 {
    card % 4
}

/// xorshift64*: tiny, fast and identical on every target.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }

    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (the slight modulo bias is irrelevant here).
    pub fn below(&mut self, n: u32) -> u32 {
        (((self.next_u64() >> 32) * u64::from(n)) >> 32) as u32
    }

    /// Distinct cards, uniformly, into `out`: a partial Fisher-Yates shuffle of a fresh deck.
    pub fn draw_into(&mut self, out: &mut [Neutral]) {
        let mut deck: [Neutral; 52] = std::array::from_fn(|i| i as Neutral);
        for (i, slot) in out.iter_mut().enumerate() {
            let j = i + self.below((52 - i) as u32) as usize;
            deck.swap(i, j);
            *slot = deck[i];
        }
    }

    /// `K` distinct cards.
    pub fn draw<const K: usize>(&mut self) -> [Neutral; K] {
        let mut out = [0; K];
        self.draw_into(&mut out);
        out
    }
}

/// An Omaha-style deal: `N` hole cards and a five-card board, all distinct.
#[derive(Clone, Copy, Debug)]
pub struct OmahaDeal<const N: usize> {
    pub hole: [Neutral; N],
    pub board: [Neutral; 5],
}

/// `count` hands of `K` cards.
pub fn hands<const K: usize>(rng: &mut Rng, count: usize) -> Vec<[Neutral; K]> {
    (0..count).map(|_| rng.draw::<K>()).collect()
}

/// `count` Omaha-style deals with `N` hole cards.
pub fn omaha_deals<const N: usize>(rng: &mut Rng, count: usize) -> Vec<OmahaDeal<N>> {
    let mut cards = [0; 52];
    (0..count)
        .map(|_| {
            rng.draw_into(&mut cards[..N + 5]);
            OmahaDeal {
                hole: std::array::from_fn(|i| cards[i]),
                board: std::array::from_fn(|i| cards[N + i]),
            }
        })
        .collect()
}

/// The ten three-card subsets of a five-card board, as index triples.
pub const BOARD_TRIPLES: [[usize; 3]; 10] = [
    [0, 1, 2],
    [0, 1, 3],
    [0, 1, 4],
    [0, 2, 3],
    [0, 2, 4],
    [0, 3, 4],
    [1, 2, 3],
    [1, 2, 4],
    [1, 3, 4],
    [2, 3, 4],
];
