//! The SMT-LIB bit-vector operations that `{:bvbuiltin "op"}` functions
//! stand for, with SMT-LIB's meaning (division by zero, over-wide shifts).

use super::value::{mask, signed, Value};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BvOp {
    Add,
    Sub,
    Mul,
    Udiv,
    Urem,
    Sdiv,
    Srem,
    Smod,
    Neg,
    And,
    Or,
    Xor,
    Not,
    Nand,
    Nor,
    Xnor,
    Shl,
    Lshr,
    Ashr,
    Ult,
    Ule,
    Ugt,
    Uge,
    Slt,
    Sle,
    Sgt,
    Sge,
    ZeroExtend(u32),
    SignExtend(u32),
}

impl BvOp {
    /// The operation an attribute names: `bvadd`, `zero_extend 16`.
    pub fn parse(name: &str) -> Option<BvOp> {
        use BvOp::*;
        if let Some((op, n)) = name.split_once(' ') {
            let n: u32 = n.trim().parse().ok()?;
            return match op {
                "zero_extend" => Some(ZeroExtend(n)),
                "sign_extend" => Some(SignExtend(n)),
                _ => None,
            };
        }
        Some(match name {
            "bvadd" => Add,
            "bvsub" => Sub,
            "bvmul" => Mul,
            "bvudiv" => Udiv,
            "bvurem" => Urem,
            "bvsdiv" => Sdiv,
            "bvsrem" => Srem,
            "bvsmod" => Smod,
            "bvneg" => Neg,
            "bvand" => And,
            "bvor" => Or,
            "bvxor" => Xor,
            "bvnot" => Not,
            "bvnand" => Nand,
            "bvnor" => Nor,
            "bvxnor" => Xnor,
            "bvshl" => Shl,
            "bvlshr" => Lshr,
            "bvashr" => Ashr,
            "bvult" => Ult,
            "bvule" => Ule,
            "bvugt" => Ugt,
            "bvuge" => Uge,
            "bvslt" => Slt,
            "bvsle" => Sle,
            "bvsgt" => Sgt,
            "bvsge" => Sge,
            _ => return None,
        })
    }

    pub fn arity(self) -> usize {
        match self {
            BvOp::Neg | BvOp::Not | BvOp::ZeroExtend(_) | BvOp::SignExtend(_) => 1,
            _ => 2,
        }
    }

    /// The result width of an extension (at most 128: checked when the
    /// function is compiled).
    pub fn unary(self, width: u32, a: u128) -> Value {
        match self {
            BvOp::Neg => Value::bv(width, a.wrapping_neg()),
            BvOp::Not => Value::bv(width, !a),
            BvOp::ZeroExtend(n) => Value::bv(width + n, a),
            BvOp::SignExtend(n) => Value::bv(width + n, signed(a, width) as u128),
            _ => Value::bv(width, 0),
        }
    }

    pub fn binary(self, w: u32, a: u128, b: u128) -> Value {
        use BvOp::*;
        let m = mask(w);
        let (sa, sb) = (|| signed(a, w), || signed(b, w));
        let bv = |x: u128| Value::bv(w, x);
        match self {
            Add => bv(a.wrapping_add(b)),
            Sub => bv(a.wrapping_sub(b)),
            Mul => bv(a.wrapping_mul(b)),
            Udiv => bv(udiv(a, b, m)),
            Urem => bv(urem(a, b)),
            Sdiv => {
                let (sa, sb) = (sa(), sb());
                let q = udiv(abs(sa, m), abs(sb, m), m);
                bv(if (sa < 0) != (sb < 0) {
                    q.wrapping_neg()
                } else {
                    q
                })
            }
            Srem => {
                let (sa, sb) = (sa(), sb());
                let r = urem(abs(sa, m), abs(sb, m));
                bv(if sa < 0 { r.wrapping_neg() } else { r })
            }
            Smod => {
                let (sa, sb) = (sa(), sb());
                let r = urem(abs(sa, m), abs(sb, m));
                bv(if r == 0 {
                    0
                } else {
                    match (sa < 0, sb < 0) {
                        (false, false) => r,
                        (true, false) => b.wrapping_sub(r),
                        (false, true) => r.wrapping_add(b),
                        (true, true) => r.wrapping_neg(),
                    }
                })
            }
            And => bv(a & b),
            Or => bv(a | b),
            Xor => bv(a ^ b),
            Nand => bv(!(a & b)),
            Nor => bv(!(a | b)),
            Xnor => bv(!(a ^ b)),
            Shl => bv(if b >= u128::from(w) { 0 } else { a << b }),
            Lshr => bv(if b >= u128::from(w) { 0 } else { a >> b }),
            Ashr => {
                let shift = b.min(u128::from(w.saturating_sub(1))) as u32;
                bv((sa() >> shift) as u128)
            }
            Ult => Value::Bool(a < b),
            Ule => Value::Bool(a <= b),
            Ugt => Value::Bool(a > b),
            Uge => Value::Bool(a >= b),
            Slt => Value::Bool(sa() < sb()),
            Sle => Value::Bool(sa() <= sb()),
            Sgt => Value::Bool(sa() > sb()),
            Sge => Value::Bool(sa() >= sb()),
            Neg | Not | ZeroExtend(_) | SignExtend(_) => self.unary(w, a),
        }
    }
}

fn udiv(a: u128, b: u128, m: u128) -> u128 {
    a.checked_div(b).unwrap_or(m)
}

fn urem(a: u128, b: u128) -> u128 {
    a.checked_rem(b).unwrap_or(a)
}

/// |x| as a bit-vector of the width `m` masks.
fn abs(x: i128, m: u128) -> u128 {
    (x.unsigned_abs()) & m
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b(w: u32, x: i128) -> u128 {
        (x as u128) & mask(w)
    }

    #[test]
    fn division_follows_smt_lib() {
        assert_eq!(BvOp::Udiv.binary(8, 7, 0).bits(), 255);
        assert_eq!(BvOp::Urem.binary(8, 7, 0).bits(), 7);
        assert_eq!(BvOp::Sdiv.binary(8, b(8, -7), 2).bits(), b(8, -3));
        assert_eq!(BvOp::Srem.binary(8, b(8, -7), 2).bits(), b(8, -1));
        assert_eq!(BvOp::Smod.binary(8, b(8, -7), 2).bits(), 1);
        assert_eq!(BvOp::Smod.binary(8, 7, b(8, -2)).bits(), b(8, -1));
        assert_eq!(BvOp::Sdiv.binary(8, b(8, -7), 0).bits(), 1);
    }

    #[test]
    fn shifts_and_extensions() {
        assert_eq!(BvOp::Shl.binary(8, 1, 8).bits(), 0);
        assert_eq!(BvOp::Ashr.binary(8, 0x80, 9).bits(), 0xff);
        assert_eq!(BvOp::Lshr.binary(8, 0x80, 7).bits(), 1);
        assert_eq!(BvOp::SignExtend(8).unary(8, 0x80).bits(), 0xff80);
        assert_eq!(
            BvOp::ZeroExtend(64).unary(64, u128::from(u64::MAX)).bits(),
            u128::from(u64::MAX)
        );
        assert!(BvOp::Slt.binary(32, b(32, -1), 0).as_bool());
    }
}
