//! Math builtins: integer helpers (`min`, `abs`, `add_sat`, `mul24` ...),
//! OpenCL's scalar `select`, and float functions (the prelude's, or
//! uninterpreted ones of their own).

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::{convert_int, lanes_of, resize, vector, Val};
use crate::clang::ast::{Loc, Node};
use crate::ctype::{bits_of, describe, is_vector, vector_lanes, vector_of, CType, FloatFormat};

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

/// A math builtin's argument: its value and C type.
type Arg = (Val, CType);

/// What a math builtin computes, decided from its name and types before
/// its arguments are evaluated.
enum Math {
    IntMin,
    IntMax,
    Saturating {
        add: bool,
    },
    Select,
    Pown,
    Abs,
    Mul24,
    /// OpenCL's `mad24(a, b, c)`: `mul24(a, b) + c`.
    Mad24,
    /// A float function: the prelude's or an uninterpreted one of its own.
    Float(String),
}

/// The builtins OpenCL also defines lane by lane on vectors.
fn lane_wise(name: &str) -> bool {
    !matches!(name, "select" | "sincos" | "sincosf" | "__sincosf")
}

impl<'t, 'a> Func<'t, 'a> {
    /// OpenCL's `select(a, b, c)` on vectors: lane `i` is `b`'s where the
    /// top bit of `c`'s lane `i` is set, else `a`'s.
    fn vector_select(&mut self, n: &'a Node, elem: &CType, count: u32) -> Result<Val> {
        let at = n.at.as_ref();
        let mut args = Vec::new();
        for i in 0..3 {
            let v = self.arg_value(n, i)?;
            args.push(lanes_of(self.staged(v), count));
        }
        let mut out = Vec::new();
        for k in 0..count as usize {
            // A lane of a vector comparison or logical operation is -1 or
            // 0 (a bool lane here): its top bit is its truth.
            let set = match args[2][k].clone() {
                Val::Int(c, bits, _) => apply(&format!("bv{bits}_slt"), vec![c, bv(0, bits)]),
                Val::Bool(c) => c,
                _ => {
                    return unsupported(at, "select with a condition that is not an integer vector")
                }
            };
            let a = self.coerce(args[0][k].clone(), elem, at)?;
            let b = self.coerce(args[1][k].clone(), elem, at)?;
            out.push(Val::int(if_then_else(set, b, a), elem));
        }
        Ok(vector(out))
    }

    /// Math builtins; `None` for names that are not (float math is tried
    /// on any name, so this family comes last). On OpenCL vectors, a
    /// builtin is applied lane by lane (`ceil(float4)`, `min(int4, int)`).
    pub fn math_builtin(&mut self, name: &str, n: &'a Node, ty: &CType) -> Result<Option<Val>> {
        let at = n.at.as_ref();
        if matches!(name, "sincosf" | "sincos" | "__sincosf")
            && (matches!(self.t.ctype(n), CType::Void | CType::Float(_))
                || is_vector(&self.t.ctype(n)))
            && (2..=3).contains(&self.args(n).len())
            && self.is_header_function(n)
        {
            return self.sincos(name, n).map(Some);
        }
        if matches!(name, "frexpf" | "frexp" | "modff" | "modf")
            && matches!(self.t.ctype(n), CType::Float(_))
            && self.args(n).len() == 2
            && self.is_header_function(n)
        {
            return self.split_float(name, n).map(Some);
        }
        let arg_types: Vec<CType> = self.args(n).iter().map(|a| self.t.ctype(a)).collect();
        let header = self.is_header_function(n);
        if let Some((elem, count)) = opencl_vector(ty) {
            if header && name == "select" && arg_types.len() == 3 {
                return self.vector_select(n, &elem, count).map(Some);
            }
            if !header || !lane_wise(name) {
                return Ok(None);
            }
            let lane_types: Vec<CType> = arg_types
                .iter()
                .map(|t| opencl_vector(t).map_or(t.clone(), |(e, _)| e))
                .collect();
            let Some(kind) = self.math_kind(name, &lane_types, &elem, header) else {
                return Ok(None);
            };
            let mut lanes: Vec<Vec<Val>> = vec![Vec::new(); count as usize];
            for i in 0..arg_types.len() {
                let v = self.arg_value(n, i)?;
                let v = self.staged(v);
                for (k, lane) in lanes_of(v, count).into_iter().enumerate() {
                    lanes[k].push(lane);
                }
            }
            let mut out = Vec::new();
            for lane in lanes {
                let args = lane.into_iter().zip(lane_types.iter().cloned()).collect();
                out.push(self.math_apply(&kind, args, &elem, at)?);
            }
            return Ok(Some(vector(out)));
        }
        let Some(kind) = self.math_kind(name, &arg_types, ty, header) else {
            return Ok(None);
        };
        let mut args = Vec::new();
        for (i, t) in arg_types.into_iter().enumerate() {
            args.push((self.arg_value(n, i)?, t));
        }
        self.math_apply(&kind, args, ty, at).map(Some)
    }

    /// Which math builtin a call of `name` on arguments of `args` types
    /// with result `ty` is; `header`: the function is a builtin (declared
    /// by ivl's headers or by Clang).
    fn math_kind(&self, name: &str, args: &[CType], ty: &CType, header: bool) -> Option<Math> {
        let kind = self.math_kind_by_name(name, args, ty, header)?;
        let arity = match &kind {
            Math::Abs => 1,
            Math::IntMin | Math::IntMax | Math::Saturating { .. } | Math::Pown | Math::Mul24 => 2,
            Math::Select | Math::Mad24 => 3,
            Math::Float(f) => match f.as_str() {
                "fmin" | "fmax" | "pow" => 2,
                "fma" | "mad" => 3,
                f if PRELUDE_FLOAT_MATH.contains(&f) => 1,
                // A function of the headers' own: as declared.
                _ => args.len(),
            },
        };
        // Another function of the name (`numeric_limits<float>::max()`)
        // is not this builtin.
        (args.len() == arity).then_some(kind)
    }

    fn math_kind_by_name(
        &self,
        name: &str,
        args: &[CType],
        ty: &CType,
        header: bool,
    ) -> Option<Math> {
        Some(match name {
            "min" if ty.is_integer() => Math::IntMin,
            "max" if ty.is_integer() => Math::IntMax,
            "add_sat" | "sub_sat" if ty.is_integer() => Math::Saturating {
                add: name == "add_sat",
            },
            "select" => Math::Select,
            "pown" if matches!(ty, CType::Float(_)) => Math::Pown,
            "abs" | "labs" | "llabs" if ty.is_integer() => Math::Abs,
            "abs" if matches!(ty, CType::Float(_)) => Math::Float("fabs".to_string()),
            "__mul24" | "__umul24" | "mul24" => Math::Mul24,
            "mad24" if ty.is_integer() => Math::Mad24,
            "min" | "max" | "fminf" | "fmaxf" if matches!(ty, CType::Float(_)) => {
                Math::Float(if name.contains("min") { "fmin" } else { "fmax" }.to_string())
            }
            _ => return self.float_kind(name, args, ty, header).map(Math::Float),
        })
    }

    fn math_apply(
        &mut self,
        kind: &Math,
        args: Vec<Arg>,
        ty: &CType,
        at: Option<&Loc>,
    ) -> Result<Val> {
        let int = |e: Expr| Val::int(e, ty);
        let arg = |i: usize| -> Result<Arg> {
            args.get(i)
                .cloned()
                .ok_or(())
                .or_else(|_| unsupported(at, "a math builtin with too few arguments"))
        };
        Ok(match kind {
            Math::IntMin | Math::IntMax => {
                let CType::Int { bits, signed } = ty.clone() else {
                    return unsupported(at, "min or max of something that is not an integer");
                };
                let (x, y) = (
                    convert_int(arg(0)?.0, bits, signed),
                    convert_int(arg(1)?.0, bits, signed),
                );
                let s = if signed { "s" } else { "u" };
                let less = apply(&format!("bv{bits}_{s}lt"), vec![x.clone(), y.clone()]);
                int(if matches!(kind, Math::IntMin) {
                    if_then_else(less, x, y)
                } else {
                    if_then_else(less, y, x)
                })
            }
            Math::Saturating { add } => saturating(*add, arg(0)?.0, arg(1)?.0, ty, at)?,
            Math::Select => {
                // OpenCL's scalar select(a, b, c): c ? b : a.
                let (a, b, c) = (arg(0)?.0, arg(1)?.0, arg(2)?.0.truth());
                let (a, b) = (self.coerce(a, ty, at)?, self.coerce(b, ty, at)?);
                int(if_then_else(c, b, a))
            }
            Math::Pown => self.pown(arg(0)?.0, arg(1)?.0, ty, at)?,
            Math::Abs => {
                let (a, t) = arg(0)?;
                absolute(a, &t, ty)
            }
            Math::Mul24 => mul24(arg(0)?.0, arg(1)?.0, ty),
            Math::Mad24 => {
                let Val::Int(product, _, _) = mul24(arg(0)?.0, arg(1)?.0, ty) else {
                    unreachable!("an integer product")
                };
                let c = convert_int(arg(2)?.0, 32, matches!(ty, CType::Int { signed: true, .. }));
                int(apply("bv32_add", vec![product, c]))
            }
            Math::Float(f) => self.float_call(f, args, ty, at)?,
        })
    }
    /// CUDA's `sincosf(x, s, c)`: writes the sine to `*s` and the cosine
    /// to `*c`, each an uninterpreted function of `x` of its own (not
    /// promised to be `sinf`'s and `cosf`'s bits). OpenCL's scalar
    /// `sincos(x, c)` returns the sine and writes the cosine to `*c`.
    fn sincos(&mut self, name: &str, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let ty = self.t.ctype(&self.args(n)[0]);
        if is_vector(&ty) {
            return self.vector_sincos(n, &ty);
        }
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
        let form = if name.starts_with("__") { "fast_" } else { "" };
        let part = |f: &mut Self, part: &str| -> Result<Val> {
            let name = format!("{w}_{form}sincos_{part}");
            f.t.declare_function(&name, std::slice::from_ref(&ty), &ty, at)?;
            Ok(Val::Float(apply(&name, vec![x.clone()]), w))
        };
        let pointers: Vec<Val> = (1..self.args(n).len())
            .map(|i| self.arg_value(n, i))
            .collect::<Result<_>>()?;
        let (result, written) = match pointers.as_slice() {
            [s, c] => (Val::Void, vec![(s.clone(), "sin"), (c.clone(), "cos")]),
            [c] => (part(self, "sin")?, vec![(c.clone(), "cos")]),
            _ => return unsupported(at, format!("`{name}` with these arguments")),
        };
        for (pointer, which) in written {
            let v = part(self, which)?;
            let place = self.pointed(pointer, self.t.ptr().lit(0), &ty, at)?;
            self.write(&place, v, at)?;
        }
        Ok(result)
    }

    /// `frexp(x, e)`: returns the mantissa and writes the exponent to `*e`,
    /// each an uninterpreted function of `x`. `modf(x, i)`: writes the
    /// integral part (`trunc(x)`) to `*i` and returns the rest, an
    /// uninterpreted function of `x`.
    fn split_float(&mut self, name: &str, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let ty = self.t.ctype(n);
        let CType::Float(w) = ty else {
            unreachable!("a float result")
        };
        // The argument is evaluated before the part is written (which may
        // overwrite x's element).
        let x = self.arg_value(n, 0)?;
        let x = self.coerce(x, &ty, at)?;
        let Val::Float(x, _) = self.staged(Val::Float(x, w)) else {
            unreachable!("a staged float")
        };
        let pointer = self.arg_value(n, 1)?;
        let of_x = |f: &mut Self, name: &str, result: &CType| -> Result<Expr> {
            f.t.declare_function(name, std::slice::from_ref(&ty), result, at)?;
            Ok(apply(name, vec![x.clone()]))
        };
        let (written, written_ty, returned) = if name.starts_with("frexp") {
            let int = CType::int(32, true);
            let e = Val::int(of_x(self, &format!("{w}_frexp_exponent"), &int)?, &int);
            let m = Val::Float(of_x(self, &format!("{w}_frexp_mantissa"), &ty)?, w);
            (e, int, m)
        } else {
            let whole = self.float_call(
                "trunc",
                vec![(Val::Float(x.clone(), w), ty.clone())],
                &ty,
                at,
            )?;
            let rest = Val::Float(of_x(self, &format!("{w}_modf_fraction"), &ty)?, w);
            (whole, ty.clone(), rest)
        };
        let place = self.pointed(pointer, self.t.ptr().lit(0), &written_ty, at)?;
        self.write(&place, written, at)?;
        Ok(returned)
    }

    /// OpenCL's `sincos(x, c)` on a vector: lane by lane, the sines
    /// returned and the cosines written to `*c` (the argument evaluated
    /// first).
    fn vector_sincos(&mut self, n: &'a Node, ty: &CType) -> Result<Val> {
        let at = n.at.as_ref();
        let (elem, count) = vector_of(ty);
        let CType::Float(w) = elem else {
            return unsupported(at, "`sincos` on something that is not a float vector");
        };
        if self.args(n).len() != 2 {
            return unsupported(at, "`sincos` with these arguments");
        }
        let x = self.arg_value(n, 0)?;
        let lanes = lanes_of(self.staged(x), count);
        let pointer = self.arg_value(n, 1)?;
        let parts = |f: &mut Self, part: &str| -> Result<Vec<Val>> {
            let name = format!("{w}_sincos_{part}");
            f.t.declare_function(&name, std::slice::from_ref(&elem), &elem, at)?;
            lanes
                .iter()
                .map(|x| {
                    Ok(Val::Float(
                        apply(&name, vec![f.coerce(x.clone(), &elem, at)?]),
                        w,
                    ))
                })
                .collect()
        };
        let sines = parts(self, "sin")?;
        let cosines = parts(self, "cos")?;
        let place = self.pointed(pointer, self.t.ptr().lit(0), ty, at)?;
        self.write(&place, vector(cosines), at)?;
        Ok(vector(sines))
    }

    /// OpenCL's `pown(x, k)`: uninterpreted.
    fn pown(&mut self, x: Val, k: Val, ty: &CType, at: Option<&Loc>) -> Result<Val> {
        let CType::Float(w) = ty else {
            unreachable!("a float")
        };
        let f = format!("{w}_pown");
        self.t
            .declare_function(&f, &[ty.clone(), CType::int(32, true)], ty, at)?;
        let args = vec![self.coerce(x, ty, at)?, convert_int(k, 32, true)];
        Ok(Val::Float(apply(&f, args), *w))
    }

    /// Float math: `sqrtf`, `__expf`, `native_exp` ...: the function's
    /// base name, the prelude's or one of its own; `None` for other names.
    fn float_kind(&self, name: &str, args: &[CType], ty: &CType, header: bool) -> Option<String> {
        if !matches!(ty, CType::Float(_)) {
            return None;
        }
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
            .filter(|b| {
                matches!(ty, CType::Float(FloatFormat::Single)) && self.t.declares_function(b)
            })
            .unwrap_or(rest);
        let base = format!("{form}{rest}");
        let float_args = args.iter().all(|a| matches!(a, CType::Float(_)));
        match FLOAT_MATH.iter().find(|(c, _)| *c == base) {
            Some((_, f)) => Some(f.to_string()),
            None if float_args && header => Some(base),
            None => None,
        }
    }

    /// `f` applied to the arguments at their own types (a conversion
    /// such as `__float2half_rz(float)` takes its float, not the float
    /// rounded to the result's type first).
    fn float_call(&mut self, f: &str, args: Vec<Arg>, ty: &CType, at: Option<&Loc>) -> Result<Val> {
        let CType::Float(w) = ty else {
            unreachable!("float result")
        };
        let params: Vec<CType> = args.iter().map(|(_, t)| t.clone()).collect();
        let same = params.iter().all(|p| p == ty);
        let name = if same {
            format!("{w}_{f}")
        } else {
            // Named by its parameter types too, so that each signature is a
            // function of its own.
            let types: Vec<String> = params
                .iter()
                .map(|p| match p {
                    CType::Float(pw) => format!("{pw}"),
                    other => describe(other),
                })
                .collect();
            format!("{w}_{f}.{}", types.join("."))
        };
        if !same || !PRELUDE_FLOAT_MATH.contains(&f) {
            // Not in the prelude: an uninterpreted function of its own.
            self.t.declare_function(&name, &params, ty, at)?;
        }
        let mut values = Vec::new();
        for (v, p) in args {
            values.push(self.coerce(v, &p, at)?);
        }
        Ok(Val::Float(apply(&name, values), *w))
    }
}

/// `add_sat(a, b)`, `sub_sat(a, b)` on integers of at most 32 bits: the
/// exact result, computed in 64 bits, clamped to the type's range.
fn saturating(add: bool, a: Val, b: Val, ty: &CType, at: Option<&Loc>) -> Result<Val> {
    let CType::Int { bits, signed } = ty.clone() else {
        return unsupported(at, "add_sat or sub_sat of something that is not an integer");
    };
    if bits > 32 {
        return unsupported(at, "add_sat and sub_sat on 64-bit integers");
    }
    let wide = |v: Val| convert_int(v, 64, signed);
    let (lo, hi): (i128, i128) = if signed {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    };
    let exact = apply(
        if add { "bv64_add" } else { "bv64_sub" },
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

/// `abs(x)`: |x| at x's width (OpenCL's result is unsigned, so that
/// abs(INT_MIN) is 2^31); an unsigned x is itself.
fn absolute(a: Val, arg: &CType, ty: &CType) -> Val {
    let signed = matches!(arg, CType::Int { signed: true, .. });
    let w = bits_of(ty);
    let x = convert_int(a, w, signed);
    if signed {
        let negative = apply(&format!("bv{w}_slt"), vec![x.clone(), bv(0, w)]);
        Val::int(
            if_then_else(negative, apply(&format!("bv{w}_neg"), vec![x.clone()]), x),
            ty,
        )
    } else {
        Val::int(x, ty)
    }
}

/// `mul24(a, b)`: the product of the low 24 bits of each operand
/// (sign-extended for the signed forms).
fn mul24(a: Val, b: Val, ty: &CType) -> Val {
    let signed = matches!(ty, CType::Int { signed: true, .. });
    let low = |v: Val| {
        let x = convert_int(v, 32, signed);
        let up = apply("bv32_shl", vec![x, bv(8, 32)]);
        apply(
            if signed { "bv32_ashr" } else { "bv32_lshr" },
            vec![up, bv(8, 32)],
        )
    };
    Val::int(apply("bv32_mul", vec![low(a), low(b)]), ty)
}

/// The lane type and count of an OpenCL vector type (`vector.f32.4`).
fn opencl_vector(ty: &CType) -> Option<(CType, u32)> {
    match ty {
        CType::Record(r) => vector_lanes(r),
        _ => None,
    }
}
