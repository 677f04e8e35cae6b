//! OpenCL's pure builtins with integer results or arguments that the math
//! family does not take: `any` and `all` and the integer `clamp`,
//! computed; the relational tests (`isnan`, `isgreater` ...), the integer
//! functions (`clz`, `rotate`, `mul_hi` ...) and `ilogb`, `ldexp`,
//! `rootn`, `nan`, each an uninterpreted function applied lane by lane.

use ivl::syntax::build::*;

use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::{convert_int, lanes_of, vector, Val};
use crate::clang::ast::{Loc, Node};
use crate::ctype::{lane_name, lanes_of_type as lanes, CType};

/// Lane by lane, of nothing but their arguments' lanes at the same place.
const UNINTERPRETED: &[&str] = &[
    "isequal",
    "isnotequal",
    "isgreater",
    "isgreaterequal",
    "isless",
    "islessequal",
    "islessgreater",
    "isfinite",
    "isinf",
    "isnan",
    "isnormal",
    "isordered",
    "isunordered",
    "signbit",
    "bitselect",
    "clz",
    "ctz",
    "popcount",
    "rotate",
    "hadd",
    "rhadd",
    "mul_hi",
    "mad_hi",
    "mad_sat",
    "upsample",
    "abs_diff",
    "ilogb",
    "ldexp",
    "rootn",
    "nan",
];

impl<'t, 'a> Func<'t, 'a> {
    pub fn pure_builtin(&mut self, name: &str, n: &'a Node, ty: &CType) -> Result<Option<Val>> {
        let known = matches!(name, "any" | "all" | "clamp") || UNINTERPRETED.contains(&name);
        if !known || self.t.dialect != crate::Dialect::OpenCl || !self.is_header_function(n) {
            return Ok(None);
        }
        let at = n.at.as_ref();
        let arg_types: Vec<CType> = self.args(n).iter().map(|a| self.t.ctype(a)).collect();
        let (elem, count) = lanes(ty);
        match name {
            "any" | "all" => return self.any_all(name, n, &arg_types, ty).map(Some),
            // A float clamp is the math family's.
            "clamp" if !elem.is_integer() => return Ok(None),
            _ => {}
        }
        let lane_types: Vec<CType> = arg_types.iter().map(|t| lanes(t).0).collect();
        let mut args: Vec<Vec<Val>> = Vec::new();
        for i in 0..arg_types.len() {
            let v = self.arg_value(n, i)?;
            args.push(lanes_of(self.staged(v), count));
        }
        let mut out = Vec::new();
        for k in 0..count as usize {
            let lane: Vec<Val> = args.iter().map(|a| a[k].clone()).collect();
            out.push(if name == "clamp" {
                self.clamp_lane(lane, &elem, at)?
            } else {
                self.uninterpreted_lane(name, lane, &lane_types, &elem, at)?
            });
        }
        Ok(Some(if count == 1 && !matches!(ty, CType::Record(_)) {
            out.remove(0)
        } else {
            vector(out)
        }))
    }

    /// `any(x)`, `all(x)`: whether the top bit of any (every) lane is set.
    fn any_all(&mut self, name: &str, n: &'a Node, arg_types: &[CType], ty: &CType) -> Result<Val> {
        let at = n.at.as_ref();
        let [arg] = arg_types else {
            return unsupported(at, format!("`{name}` with these arguments"));
        };
        let (_, count) = lanes(arg);
        let v = self.arg_value(n, 0)?;
        let mut set = Vec::new();
        for lane in lanes_of(v, count) {
            let Val::Int(e, bits, _) = lane else {
                return unsupported(at, format!("`{name}` of something that is not integer"));
            };
            set.push(apply(&format!("bv{bits}_slt"), vec![e, bv(0, bits)]));
        }
        let join = if name == "any" { or } else { and };
        let holds = set.into_iter().reduce(join).expect("a vector has lanes");
        Ok(Val::int(if_then_else(holds, bv(1, 32), bv(0, 32)), ty))
    }

    /// The integer `clamp(x, lo, hi)`: `min(max(x, lo), hi)`.
    fn clamp_lane(&mut self, lane: Vec<Val>, elem: &CType, at: Option<&Loc>) -> Result<Val> {
        let [x, lo, hi] = lane.as_slice() else {
            return unsupported(at, "`clamp` with these arguments");
        };
        let CType::Int { bits, signed } = *elem else {
            unreachable!("an integer clamp")
        };
        let less = format!("bv{bits}_{}lt", if signed { "s" } else { "u" });
        let (x, lo, hi) = (
            convert_int(x.clone(), bits, signed),
            convert_int(lo.clone(), bits, signed),
            convert_int(hi.clone(), bits, signed),
        );
        let raised = if_then_else(apply(&less, vec![x.clone(), lo.clone()]), lo, x);
        let clamped = if_then_else(apply(&less, vec![hi.clone(), raised.clone()]), hi, raised);
        Ok(Val::int(clamped, elem))
    }

    fn uninterpreted_lane(
        &mut self,
        name: &str,
        lane: Vec<Val>,
        types: &[CType],
        elem: &CType,
        at: Option<&Loc>,
    ) -> Result<Val> {
        let signature: Vec<String> = types.iter().map(lane_name).collect();
        let f = format!("{name}_{}_{}", signature.join("_"), lane_name(elem));
        self.t.declare_function(&f, types, elem, at)?;
        let mut args = Vec::new();
        for (v, t) in lane.into_iter().zip(types) {
            args.push(self.coerce(v, t, at)?);
        }
        Ok(Val::int(apply(&f, args), elem))
    }
}
