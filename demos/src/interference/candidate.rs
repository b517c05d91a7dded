//! The candidate: a vault that checks guesses of its secret and counts the steps it takes, the
//! observable stand-in for time.
//!
//! **Planted bug** (`BUGGY = true`): `check` stops at the first byte that differs, so the step
//! count tells how long a prefix of the secret a guess got right: a timing side channel. The
//! working candidate compares every byte of the guess, whatever the secret, and counts as many
//! steps as the guess has bytes.

/// A vault holding a secret: the candidate with the planted bug when `BUGGY`.
#[derive(Debug, Clone)]
pub struct Vault<const BUGGY: bool> {
    secret: Vec<u8>,
    steps: u64,
}

/// The candidate with the planted bug.
pub type Faulty = Vault<true>;
/// The correct candidate.
pub type Working = Vault<false>;

impl<const BUGGY: bool> Vault<BUGGY> {
    /// A vault for `secret`, with no step taken.
    pub fn new(secret: Vec<u8>) -> Self {
        Vault { secret, steps: 0 }
    }

    /// Whether `guess` is the secret.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::interference::{Faulty, Working};
    /// let (mut a, mut b) = (Working::new(vec![1, 2]), Working::new(vec![7, 7]));
    /// assert!(a.check(vec![1, 2]) && !b.check(vec![1, 2]));
    /// assert_eq!(a.steps(), b.steps());
    /// let (mut a, mut b) = (Faulty::new(vec![1, 2]), Faulty::new(vec![7, 7]));
    /// a.check(vec![1, 2]);
    /// b.check(vec![1, 2]);
    /// assert_ne!(a.steps(), b.steps()); // the planted bug
    /// ```
    pub fn check(&mut self, guess: Vec<u8>) -> bool {
        if BUGGY {
            if guess.len() != self.secret.len() {
                return false;
            }
            for (g, s) in guess.iter().zip(&self.secret) {
                self.steps += 1;
                if g != s {
                    return false;
                }
            }
            return true;
        }
        let mut differ = u8::from(guess.len() != self.secret.len());
        for (i, g) in guess.iter().enumerate() {
            self.steps += 1;
            differ |= g ^ self.secret.get(i).copied().unwrap_or(!g);
        }
        differ == 0
    }

    /// The steps taken so far: what an observer can time.
    pub fn steps(&self) -> u64 {
        self.steps
    }
}
