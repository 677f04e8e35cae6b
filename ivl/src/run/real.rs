//! Exact rationals for `real`, as 128-bit fractions; arithmetic that does
//! not fit is an interpreter limit, never a wrong result.

use std::cmp::Ordering;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rational {
    /// In lowest terms, `den > 0`.
    num: i128,
    den: i128,
}

fn gcd(mut a: i128, mut b: i128) -> i128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.abs()
}

impl Rational {
    pub fn new(num: i128, den: i128) -> Option<Rational> {
        if den == 0 {
            return None;
        }
        let g = gcd(num, den).max(1);
        let (num, den) = if den < 0 {
            (num.checked_neg()? / g, den.checked_neg()? / g)
        } else {
            (num / g, den / g)
        };
        Some(Rational { num, den })
    }

    pub fn int(n: i128) -> Rational {
        Rational { num: n, den: 1 }
    }

    /// A decimal literal: `1.5`, `2e-3`, `15e1`.
    pub fn parse(text: &str) -> Option<Rational> {
        let (mantissa, exp) = match text.split_once('e') {
            Some((m, e)) => (m, e.parse::<i32>().ok()?),
            None => (text, 0),
        };
        let (whole, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
        let digits: i128 = format!("{whole}{frac}").parse().ok()?;
        let exp = exp - frac.len() as i32;
        let ten = 10i128.checked_pow(exp.unsigned_abs())?;
        if exp >= 0 {
            Rational::new(digits.checked_mul(ten)?, 1)
        } else {
            Rational::new(digits, ten)
        }
    }

    pub fn checked_add(self, o: Rational) -> Option<Rational> {
        let num = self
            .num
            .checked_mul(o.den)?
            .checked_add(o.num.checked_mul(self.den)?)?;
        Rational::new(num, self.den.checked_mul(o.den)?)
    }

    pub fn checked_neg(self) -> Option<Rational> {
        Some(Rational {
            num: self.num.checked_neg()?,
            den: self.den,
        })
    }

    pub fn checked_sub(self, o: Rational) -> Option<Rational> {
        self.checked_add(o.checked_neg()?)
    }

    pub fn checked_mul(self, o: Rational) -> Option<Rational> {
        Rational::new(self.num.checked_mul(o.num)?, self.den.checked_mul(o.den)?)
    }

    /// `None` also for division by zero (the caller decides its value).
    pub fn checked_div(self, o: Rational) -> Option<Rational> {
        Rational::new(self.num.checked_mul(o.den)?, self.den.checked_mul(o.num)?)
    }

    /// `self ** e` for a whole exponent; `None` otherwise.
    pub fn pow(self, e: Rational) -> Option<Rational> {
        if e.den != 1 {
            return None;
        }
        let n = u32::try_from(e.num.unsigned_abs()).ok()?;
        let p = Rational::new(self.num.checked_pow(n)?, self.den.checked_pow(n)?)?;
        if e.num < 0 {
            Rational::int(1).checked_div(p)
        } else {
            Some(p)
        }
    }

    /// Rounded down, as `int(r)`.
    pub fn floor(self) -> i128 {
        self.num.div_euclid(self.den)
    }

    pub fn is_zero(self) -> bool {
        self.num == 0
    }
}

impl PartialOrd for Rational {
    fn partial_cmp(&self, other: &Rational) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Rational {
    fn cmp(&self, o: &Rational) -> Ordering {
        // Cross products in 256 bits would be exact; 128 suffice for the
        // values the interpreter creates, and overflow falls back to floats.
        match (self.num.checked_mul(o.den), o.num.checked_mul(self.den)) {
            (Some(a), Some(b)) => a.cmp(&b),
            _ => (self.num as f64 / self.den as f64)
                .partial_cmp(&(o.num as f64 / o.den as f64))
                .unwrap_or(Ordering::Equal),
        }
    }
}

impl std::fmt::Display for Rational {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.den == 1 {
            write!(f, "{}.0", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}
