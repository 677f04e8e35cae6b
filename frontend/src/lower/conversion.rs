//! OpenCL's explicit conversions, `convert_T[N][_sat][_ROUND](x)`, lane by
//! lane: between integers exactly (saturating with `_sat`), and to or from
//! floats as C converts, except that a rounding mode other than C's (or a
//! saturating conversion of a float) is an uninterpreted function of its
//! own, of which nothing is assumed.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::{convert_int, lanes_of, vector, Val};
use crate::clang::ast::{Loc, Node};
use crate::ctype::{lane_name, lanes_of_type as lanes, CType};

/// What a conversion's name asks beside its result type.
struct Mode {
    saturate: bool,
    /// `rte`, `rtz`, `rtp` or `rtn`, when written.
    rounding: Option<&'static str>,
}

fn mode(name: &str) -> Option<Mode> {
    let rest = name.strip_prefix("convert_")?;
    let (rest, rounding) = ["rte", "rtz", "rtp", "rtn"]
        .iter()
        .find_map(|r| {
            rest.strip_suffix(&format!("_{r}"))
                .map(|rest| (rest, Some(*r)))
        })
        .unwrap_or((rest, None));
    let (rest, saturate) = match rest.strip_suffix("_sat") {
        Some(rest) => (rest, true),
        None => (rest, false),
    };
    rest.bytes()
        .all(|b| b.is_ascii_alphanumeric())
        .then_some(Mode { saturate, rounding })
}

impl<'t, 'a> Func<'t, 'a> {
    pub fn conversion_builtin(
        &mut self,
        name: &str,
        n: &'a Node,
        ty: &CType,
    ) -> Result<Option<Val>> {
        let Some(mode) = mode(name) else {
            return Ok(None);
        };
        if self.args(n).len() != 1 || !self.is_header_function(n) {
            return Ok(None);
        }
        let at = n.at.as_ref();
        let (to, count) = lanes(ty);
        let (from, from_count) = lanes(&self.t.ctype(&self.args(n)[0]));
        if from_count != count {
            return unsupported(at, format!("`{name}` of a vector of {from_count} lanes"));
        }
        let v = self.arg_value(n, 0)?;
        let v = self.staged(v);
        let mut out = Vec::new();
        for lane in lanes_of(v, count) {
            out.push(self.convert_lane(lane, &from, &to, &mode, at)?);
        }
        Ok(Some(if count == 1 {
            out.remove(0)
        } else {
            vector(out)
        }))
    }

    fn convert_lane(
        &mut self,
        v: Val,
        from: &CType,
        to: &CType,
        mode: &Mode,
        at: Option<&Loc>,
    ) -> Result<Val> {
        let float = |t: &CType| matches!(t, CType::Float(_));
        // C's own conversions: to an integer towards zero, otherwise to
        // the nearest.
        let c_rounding = if float(from) && !float(to) {
            "rtz"
        } else {
            "rte"
        };
        match (from, to) {
            (CType::Int { .. } | CType::Bool, CType::Int { bits, signed }) if mode.saturate => {
                Ok(Val::int(saturated(v, *bits, *signed), to))
            }
            _ if (float(from) || float(to))
                && (mode.rounding.is_some_and(|r| r != c_rounding)
                    || mode.saturate && float(from)) =>
            {
                let f = format!(
                    "convert_{}_{}{}_{}",
                    lane_name(from),
                    lane_name(to),
                    if mode.saturate { "_sat" } else { "" },
                    mode.rounding.unwrap_or(c_rounding)
                );
                self.t
                    .declare_function(&f, std::slice::from_ref(from), to, at)?;
                let e = self.coerce(v, from, at)?;
                Ok(Val::int(apply(&f, vec![e]), to))
            }
            _ => self.convert(v, to, at),
        }
    }
}

/// The integer `v` clamped to the range of a `bits`-bit integer (signed
/// or not), compared at its own width: the bounds it can pass are
/// numbers it can hold.
fn saturated(v: Val, bits: u32, signed: bool) -> Expr {
    let (from, from_signed) = match &v {
        Val::Int(_, w, s) => (*w, *s),
        _ => (8, false),
    };
    let x = convert_int(v.clone(), from, from_signed);
    let largest = |bits: u32, signed: bool| (1u128 << (bits - u32::from(signed))) - 1;
    let mut out = convert_int(v, bits, signed);
    if largest(from, from_signed) > largest(bits, signed) {
        let high = largest(bits, signed);
        let less = if from_signed { "slt" } else { "ult" };
        let above = apply(&format!("bv{from}_{less}"), vec![bv(high, from), x.clone()]);
        out = if_then_else(above, bv(high, bits), out);
    }
    if from_signed {
        let below = if !signed {
            Some((bv(0, from), bv(0, bits)))
        } else if from > bits {
            let low = 1u128 << (bits - 1);
            let sign_extended = low | (u128::MAX >> (128 - from) & !(largest(bits, true)));
            Some((bv(sign_extended, from), bv(low, bits)))
        } else {
            None
        };
        if let Some((bound, low)) = below {
            let test = apply(&format!("bv{from}_slt"), vec![x, bound]);
            out = if_then_else(test, low, out);
        }
    }
    out
}
