//! Math builtins: integer helpers (`min`, `abs`, `add_sat`, `mul24` ...),
//! OpenCL's scalar `select`, and float functions (the prelude's, or
//! uninterpreted ones of their own).

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::{convert_int, resize, Val};
use crate::clang::ast::Node;
use crate::ctype::{bits_of, CType};

/// The float functions the prelude declares (`float32_sqrt` ...).
const PRELUDE_FLOAT_MATH: &[&str] = &[
    "sqrt", "fabs", "exp", "log", "sin", "cos", "floor", "ceil", "pow", "fmin", "fmax", "fma",
];

const FLOAT_MATH: &[(&str, &str)] = &[
    ("sqrt", "sqrt"),
    ("fabs", "fabs"),
    ("exp", "exp"),
    ("log", "log"),
    ("sin", "sin"),
    ("cos", "cos"),
    ("floor", "floor"),
    ("ceil", "ceil"),
    ("pow", "pow"),
    ("fmin", "fmin"),
    ("fmax", "fmax"),
    ("fma", "fma"),
    // `mad` may round differently from `fma`; both are uninterpreted, and
    // nothing is assumed about either.
    ("mad", "mad"),
];

impl<'t, 'a> Func<'t, 'a> {
    /// Math builtins; `None` for names that are not (float math is tried
    /// on any name, so this family comes last).
    pub fn math_builtin(&mut self, name: &str, n: &'a Node, ty: &CType) -> Result<Option<Val>> {
        let at = n.at.as_ref();
        let int = |e: Expr| Val::int(e, ty);
        Ok(Some(match name {
            "min" | "max" if ty.is_integer() => {
                let a = self.arg_value(n, 0)?;
                let b = self.arg_value(n, 1)?;
                let CType::Int { bits, signed } = ty else {
                    return unsupported(at, name.to_string());
                };
                let (x, y) = (
                    convert_int(a, *bits, *signed),
                    convert_int(b, *bits, *signed),
                );
                let s = if *signed { "s" } else { "u" };
                let less = apply(&format!("bv{bits}_{s}lt"), vec![x.clone(), y.clone()]);
                int(if name == "min" {
                    if_then_else(less, x, y)
                } else {
                    if_then_else(less, y, x)
                })
            }
            "add_sat" | "sub_sat" if ty.is_integer() => self.saturating(name, n, ty)?,
            "select" => {
                // OpenCL's scalar select(a, b, c): c ? b : a.
                let a = self.arg_value(n, 0)?;
                let b = self.arg_value(n, 1)?;
                let c = self.arg_value(n, 2)?.truth();
                let (a, b) = (self.coerce(a, ty, at)?, self.coerce(b, ty, at)?);
                int(if_then_else(c, b, a))
            }
            "pown" if matches!(ty, CType::Float(_)) => self.pown(n, ty)?,
            "sincosf" | "sincos" | "__sincosf" if self.args(n).len() == 3 => {
                self.sincos(name, n)?
            }
            "abs" => self.absolute(n, ty)?,
            "__mul24" | "__umul24" | "mul24" => self.mul24(n, ty)?,
            "min" | "max" | "fminf" | "fmaxf" if matches!(ty, CType::Float(_)) => {
                let f = if name.contains("min") { "fmin" } else { "fmax" };
                self.float_call(f, n, ty)?
            }
            _ => return self.float_math(name, n, ty),
        }))
    }

    /// `add_sat(a, b)`, `sub_sat(a, b)` on integers of at most 32 bits:
    /// the exact result, computed in 64 bits, clamped to the type's range.
    fn saturating(&mut self, name: &str, n: &'a Node, ty: &CType) -> Result<Val> {
        let at = n.at.as_ref();
        let CType::Int { bits, signed } = ty.clone() else {
            return unsupported(at, name.to_string());
        };
        if bits > 32 {
            return unsupported(at, format!("{name} on 64-bit integers"));
        }
        let a = self.arg_value(n, 0)?;
        let b = self.arg_value(n, 1)?;
        let wide = |v: Val| convert_int(v, 64, signed);
        let (lo, hi): (i128, i128) = if signed {
            (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
        } else {
            (0, (1i128 << bits) - 1)
        };
        let exact = apply(
            if name == "add_sat" {
                "bv64_add"
            } else {
                "bv64_sub"
            },
            vec![wide(a), wide(b)],
        );
        // Exact in 64 bits either way, so compared as signed.
        let (lt, gt) = ("bv64_slt", "bv64_sgt");
        let (lo64, hi64) = (bv(lo as u128, 64), bv(hi as u128, 64));
        let clamped = if_then_else(
            apply(lt, vec![exact.clone(), lo64.clone()]),
            lo64,
            if_then_else(apply(gt, vec![exact.clone(), hi64.clone()]), hi64, exact),
        );
        Ok(Val::int(resize(clamped, 64, signed, bits), ty))
    }

    /// CUDA's `sincosf(x, s, c)`: writes the sine to `*s` and the cosine
    /// to `*c`, each an uninterpreted function of `x` of its own (not
    /// promised to be `sinf`'s and `cosf`'s bits).
    fn sincos(&mut self, name: &str, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let ty = self.t.ctype(&self.args(n)[0]);
        let CType::Float(w) = ty else {
            return unsupported(at, format!("`{name}` on something that is not a float"));
        };
        // The arguments are evaluated before either result is written
        // (which may overwrite x's element).
        let x = self.arg_value(n, 0)?;
        let x = self.coerce(x, &ty, at)?;
        let Val::Float(x, _) = self.staged(Val::Float(x, w)) else {
            unreachable!("a staged float")
        };
        let sine = self.arg_value(n, 1)?;
        let cosine = self.arg_value(n, 2)?;
        let form = if name.starts_with("__") { "fast_" } else { "" };
        for (pointer, part) in [(sine, "sin"), (cosine, "cos")] {
            let f = format!("float{w}_{form}sincos_{part}");
            self.t
                .declare_function(&f, std::slice::from_ref(&ty), &ty, at)?;
            let place = self.pointed(pointer, self.t.ptr().lit(0), &ty, at)?;
            self.write(&place, Val::Float(apply(&f, vec![x.clone()]), w), at)?;
        }
        Ok(Val::Void)
    }

    /// OpenCL's `pown(x, k)`: uninterpreted.
    fn pown(&mut self, n: &'a Node, ty: &CType) -> Result<Val> {
        let at = n.at.as_ref();
        let CType::Float(w) = ty else {
            unreachable!("a float")
        };
        let f = format!("float{w}_pown");
        self.t
            .declare_function(&f, &[ty.clone(), CType::int(32, true)], ty, at)?;
        let x = self.arg_value(n, 0)?;
        let k = self.arg_value(n, 1)?;
        let args = vec![self.coerce(x, ty, at)?, convert_int(k, 32, true)];
        Ok(Val::Float(apply(&f, args), *w))
    }

    /// `abs(x)`: |x| at x's width (OpenCL's result is unsigned, so that
    /// abs(INT_MIN) is 2^31); an unsigned x is itself.
    fn absolute(&mut self, n: &'a Node, ty: &CType) -> Result<Val> {
        let int = |e: Expr| Val::int(e, ty);
        let a = self.arg_value(n, 0)?;
        let signed = matches!(self.t.ctype(&n.inner[1]), CType::Int { signed: true, .. });
        let w = bits_of(ty);
        let x = convert_int(a, w, signed);
        if signed {
            let negative = apply(&format!("bv{w}_slt"), vec![x.clone(), bv(0, w)]);
            Ok(int(if_then_else(
                negative,
                apply(&format!("bv{w}_neg"), vec![x.clone()]),
                x,
            )))
        } else {
            Ok(int(x))
        }
    }

    /// `mul24(a, b)`: the product of the low 24 bits of each operand
    /// (sign-extended for the signed forms).
    fn mul24(&mut self, n: &'a Node, ty: &CType) -> Result<Val> {
        let a = self.arg_value(n, 0)?;
        let b = self.arg_value(n, 1)?;
        let signed = matches!(ty, CType::Int { signed: true, .. });
        let low = |v: Val| {
            let x = convert_int(v, 32, signed);
            let up = apply("bv32_shl", vec![x, bv(8, 32)]);
            apply(
                if signed { "bv32_ashr" } else { "bv32_lshr" },
                vec![up, bv(8, 32)],
            )
        };
        Ok(Val::int(apply("bv32_mul", vec![low(a), low(b)]), ty))
    }

    /// Float math: `sqrtf`, `__expf`, `native_exp` ... with the prelude's
    /// function, or an uninterpreted one of its own; `None` for other names.
    fn float_math(&mut self, name: &str, n: &'a Node, ty: &CType) -> Result<Option<Val>> {
        // A fast or reduced-precision form (`__expf`, `native_exp`,
        // `half_exp`) computes another function than the accurate one (the
        // device gives other bits): a function of its own.
        let (form, rest) = [("__", "fast_"), ("native_", "native_"), ("half_", "half_")]
            .iter()
            .find_map(|(prefix, form)| name.strip_prefix(prefix).map(|rest| (*form, rest)))
            .unwrap_or(("", name));
        // `sqrtf` is `sqrt` on float, since the headers declare `sqrt`;
        // `erf` on a float (C++'s overload) is not `er`.
        let rest = rest
            .strip_suffix('f')
            .filter(|b| matches!(ty, CType::Float(32)) && self.t.declares_function(b))
            .unwrap_or(rest);
        let base = format!("{form}{rest}");
        let base = base.as_str();
        let float_args = self
            .args(n)
            .iter()
            .all(|a| matches!(self.t.ctype(a), CType::Float(_)));
        match FLOAT_MATH.iter().find(|(c, _)| *c == base) {
            Some((_, f)) if matches!(ty, CType::Float(_)) => self.float_call(f, n, ty).map(Some),
            None if matches!(ty, CType::Float(_)) && float_args && self.is_header_function(n) => {
                self.float_call(base, n, ty).map(Some)
            }
            _ => Ok(None),
        }
    }

    /// `f` applied to the arguments at their own types (a conversion
    /// such as `__float2half_rz(float)` takes its float, not the float
    /// rounded to the result's type first).
    fn float_call(&mut self, f: &str, n: &'a Node, ty: &CType) -> Result<Val> {
        let CType::Float(w) = ty else {
            unreachable!("float result")
        };
        let params: Vec<CType> = self.args(n).iter().map(|a| self.t.ctype(a)).collect();
        let same = params.iter().all(|p| p == ty);
        let name = if same {
            format!("float{w}_{f}")
        } else {
            // Named by its parameter types too, so that each signature is a
            // function of its own.
            let types: Vec<String> = params
                .iter()
                .map(|p| match p {
                    CType::Float(pw) => format!("float{pw}"),
                    _ => unreachable!("float arguments"),
                })
                .collect();
            format!("float{w}_{f}.{}", types.join("."))
        };
        if !same || !PRELUDE_FLOAT_MATH.contains(&f) {
            // Not in the prelude: an uninterpreted function of its own.
            self.t.declare_function(&name, &params, ty, n.at.as_ref())?;
        }
        let mut args = Vec::new();
        for (i, p) in params.iter().enumerate() {
            let v = self.arg_value(n, i)?;
            args.push(self.coerce(v, p, n.at.as_ref())?);
        }
        Ok(Val::Float(apply(&name, args), *w))
    }
}
