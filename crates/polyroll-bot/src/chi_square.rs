//! Pearson's chi-square test of a die's faces against a fair die: how far the counts of
//! each face are from an even spread, and the p-value — how often a fair die would land
//! at least that far from even. The session log page's fairness view.

/// A die's faces counted, and how they compare with a fair die.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct FaceTest {
    /// Sides of the die: faces 1 to `sides`.
    pub sides: u32,
    /// Rolls of each face, face 1 first.
    pub counts: Vec<u64>,
    /// Rolls in all.
    pub rolls: u64,
    /// Rolls of each face a fair die expects: `rolls / sides`.
    pub expected: f64,
    /// Pearson's statistic: the sum over faces of (count − expected)² / expected.
    pub chi_square: f64,
    /// Degrees of freedom: `sides − 1`.
    pub freedom: u32,
    /// The chance that a fair die, rolled as often, lands at least this far from even.
    pub p_value: f64,
}

impl FaceTest {
    /// The test of `counts` (face 1 first); `None` without two faces or without a roll.
    pub(crate) fn new(counts: Vec<u64>) -> Option<FaceTest> {
        let sides = u32::try_from(counts.len()).ok().filter(|&s| s >= 2)?;
        let rolls: u64 = counts.iter().sum();
        if rolls == 0 {
            return None;
        }
        let expected = rolls as f64 / f64::from(sides);
        let chi_square = counts
            .iter()
            .map(|&c| {
                let d = c as f64 - expected;
                d * d / expected
            })
            .sum();
        let freedom = sides - 1;
        Some(FaceTest {
            sides,
            counts,
            rolls,
            expected,
            chi_square,
            freedom,
            p_value: upper_tail(chi_square, freedom),
        })
    }

    /// Whether the test means something: every face expected at least five times, the
    /// usual rule for the chi-square approximation to hold.
    pub(crate) fn enough(&self) -> bool {
        self.expected >= 5.0
    }
}

/// P(X ≥ x) for X chi-square distributed with `k` degrees of freedom: the regularised
/// upper incomplete gamma function Q(k/2, x/2).
pub(crate) fn upper_tail(x: f64, k: u32) -> f64 {
    let (a, x) = (f64::from(k) / 2.0, x / 2.0);
    if x <= 0.0 || a <= 0.0 {
        return 1.0;
    }
    // The series converges fast below a + 1, the continued fraction above (Numerical
    // Recipes, 6.2).
    let q = if x < a + 1.0 {
        1.0 - lower_series(a, x)
    } else {
        upper_fraction(a, x)
    };
    q.clamp(0.0, 1.0)
}

const EPSILON: f64 = 1e-15;
const MAX_STEPS: usize = 1_000;

/// P(a, x) by its series.
fn lower_series(a: f64, x: f64) -> f64 {
    let mut term = 1.0 / a;
    let mut sum = term;
    let mut n = a;
    for _ in 0..MAX_STEPS {
        n += 1.0;
        term *= x / n;
        sum += term;
        if term.abs() < sum.abs() * EPSILON {
            break;
        }
    }
    sum * (-x + a * x.ln() - ln_gamma(a)).exp()
}

/// Q(a, x) by Lentz's continued fraction.
fn upper_fraction(a: f64, x: f64) -> f64 {
    const TINY: f64 = 1e-300;
    let mut b = x + 1.0 - a;
    let mut c = 1.0 / TINY;
    let mut d = 1.0 / b;
    let mut h = d;
    for i in 1..MAX_STEPS {
        let i = i as f64;
        let an = -i * (i - a);
        b += 2.0;
        d = an * d + b;
        if d.abs() < TINY {
            d = TINY;
        }
        c = b + an / c;
        if c.abs() < TINY {
            c = TINY;
        }
        d = 1.0 / d;
        let step = d * c;
        h *= step;
        if (step - 1.0).abs() < EPSILON {
            break;
        }
    }
    (-x + a * x.ln() - ln_gamma(a)).exp() * h
}

/// ln Γ(x) for x > 0 (Lanczos, g = 7, nine coefficients: about 15 correct digits).
fn ln_gamma(x: f64) -> f64 {
    const G: f64 = 7.0;
    const COEFFICIENTS: [f64; 9] = [
        0.999_999_999_999_809_9,
        676.520_368_121_885_1,
        -1_259.139_216_722_402_8,
        771.323_428_777_653_1,
        -176.615_029_162_140_6,
        12.507_343_278_686_905,
        -0.138_571_095_265_720_12,
        9.984_369_578_019_572e-6,
        1.505_632_735_149_311_6e-7,
    ];
    if x < 0.5 {
        // Reflection: Γ(x) Γ(1 − x) = π / sin(πx).
        let pi = std::f64::consts::PI;
        return (pi / (pi * x).sin()).ln() - ln_gamma(1.0 - x);
    }
    let x = x - 1.0;
    let mut sum = COEFFICIENTS[0];
    for (i, c) in COEFFICIENTS.iter().enumerate().skip(1) {
        sum += c / (x + i as f64);
    }
    let t = x + G + 0.5;
    0.5 * (2.0 * std::f64::consts::PI).ln() + (x + 0.5) * t.ln() - t + sum.ln()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    #[test]
    fn the_tail_matches_the_tables() {
        // Critical values of the chi-square tables, and values from mpmath's gammainc.
        for (x, k, p) in [
            (3.841_458_820_694_124, 1, 0.05),
            (11.070_497_693_516_35, 5, 0.05),
            (30.143_527_205_646_16, 19, 0.05),
            (36.190_869_129_270_05, 19, 0.01),
            (18.0, 19, 0.522_438_273_986_262_9),
            (2.0, 2, (-1.0f64).exp()),
            (0.0, 19, 1.0),
            (400.0, 19, 4.385_379_956_931_945e-73),
        ] {
            let got = upper_tail(x, k);
            assert!(
                close(got, p, p * 1e-9 + 1e-15),
                "Q({x}, {k}) = {got}, not {p}"
            );
        }
    }

    #[test]
    fn ln_gamma_of_known_values() {
        assert!(close(ln_gamma(1.0), 0.0, 1e-14));
        assert!(close(
            ln_gamma(0.5),
            std::f64::consts::PI.sqrt().ln(),
            1e-14
        ));
        assert!(close(ln_gamma(10.0), 362_880f64.ln(), 1e-12));
    }

    #[test]
    fn a_known_set_of_faces() {
        // 60 rolls of a d6: 5, 8, 9, 8, 10, 20 of faces 1 to 6.
        let test = FaceTest::new(vec![5, 8, 9, 8, 10, 20]).unwrap();
        assert_eq!((test.sides, test.rolls, test.freedom), (6, 60, 5));
        assert!(close(test.expected, 10.0, 0.0));
        // (25 + 4 + 1 + 4 + 0 + 100) / 10
        assert!(close(test.chi_square, 13.4, 1e-12));
        assert!(
            close(test.p_value, 0.019_905_220_334_774_38, 1e-12),
            "{test:?}"
        );
        assert!(test.enough());
        // An even spread is as fair as it gets.
        let even = FaceTest::new(vec![3; 20]).unwrap();
        assert_eq!((even.chi_square, even.p_value), (0.0, 1.0));
        assert!(!even.enough());
        assert_eq!(FaceTest::new(vec![0, 0]), None);
        assert_eq!(FaceTest::new(vec![4]), None);
    }
}
