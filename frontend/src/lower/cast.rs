//! C's conversions of values: casts, implicit conversions, and values
//! coerced to a C type as IVL expressions.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::Func;
use super::place::Place;
use super::translator::{unsupported, Result};
use super::value::{convert_int, float_zero, lanes_of, resize, vector, ObjId, Val};
use crate::clang::ast::{is_string_literal, strip, Loc, Node};
use crate::ctype::{bits_of, describe, is_vector, lanes_of_type, vector_lanes, CType, FloatFormat};

impl<'t, 'a> Func<'t, 'a> {
    /// A pointer as an integer (`(size_t)p`): an uninterpreted function of
    /// its offset, one per array (`address.A.u64`), so that one pointer
    /// gives one number in every thread and nothing else is known of it
    /// (alignment tests, hashes). Null is 0.
    fn address(&mut self, v: Val, target: &CType, at: Option<&Loc>) -> Result<Val> {
        let CType::Int { bits, .. } = target else {
            return unsupported(
                at,
                "a pointer converted to something that is not an integer",
            );
        };
        let Val::Ptr { obj, offset } = v else {
            return unsupported(
                at,
                "a pointer that may reach several arrays converted to an integer",
            );
        };
        if self.t.objects[obj].null {
            return Ok(Val::int(bv(0, *bits), target));
        }
        let name = format!("address.{}.u{bits}", self.t.objects[obj].name);
        let index = CType::Int {
            bits: self.t.ptr().bits(),
            signed: false,
        };
        self.t.declare_function(&name, &[index], target, at)?;
        Ok(Val::int(apply(&name, vec![offset]), target))
    }

    /// OpenCL's `as_T(x)` (`AsTypeExpr`): `x`'s bits read as a `T` of the
    /// same size (Clang rejects other sizes). Vectors are their lanes'
    /// bits, lane 0 lowest; a 3-lane vector is as big as a 4-lane one, and
    /// its fourth lane is undefined, so one of 3 lanes is only read as
    /// another of 3.
    pub fn as_type(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let ty = self.t.ctype(n);
        let from_ty = self.t.ctype(&n.inner[0]);
        let (from, from_count) = lanes_of_type(&from_ty);
        let (to, count) = lanes_of_type(&ty);
        let v = self.value(&n.inner[0])?;
        if !matches!(v, Val::Record(_)) && !is_vector(&ty) {
            return Self::scalar_as_type(v, &ty, at);
        }
        let v = self.staged(v);
        if (from_count == 3) != (count == 3) {
            return unsupported(
                at,
                format!("as_type of {} to {}", describe(&from_ty), describe(&ty)),
            );
        }
        let lane_bits = |t: &CType| match t {
            CType::Int { bits, .. } => Some(*bits),
            CType::Float(w) => Some(w.bits()),
            _ => None,
        };
        let (Some(from_bits), Some(to_bits)) = (lane_bits(&from), lane_bits(&to)) else {
            return unsupported(at, format!("as_type to {}", describe(&ty)));
        };
        let bits_of_lane = |lane: Val| -> Result<Expr> {
            match lane {
                Val::Int(e, ..) => Ok(e),
                Val::Float(e, w) => Ok(float_bits(e, w)),
                _ => unsupported(at, "as_type of something that is not a number"),
            }
        };
        let lanes: Vec<Expr> = lanes_of(v, from_count)
            .into_iter()
            .map(bits_of_lane)
            .collect::<Result<_>>()?;
        let whole = lanes
            .into_iter()
            .reduce(|low, high| binary(BinaryOp::Concat, high, low, NO_SPAN))
            .expect("a vector has lanes");
        if from_bits * from_count != to_bits * count {
            return unsupported(
                at,
                format!("as_type of {} to {}", describe(&from_ty), describe(&ty)),
            );
        }
        let mut out = Vec::new();
        for k in 0..count {
            let low = k * to_bits;
            let bits = expr(ExprKind::Extract(
                Box::new(whole.clone()),
                Box::new(nat_literal(low + to_bits)),
                Box::new(nat_literal(low)),
            ));
            out.push(match &to {
                CType::Float(w) => Val::Float(apply(&format!("{w}_from_bits"), vec![bits]), *w),
                t => Val::int(bits, t),
            });
        }
        Ok(if is_vector(&ty) {
            vector(out)
        } else {
            out.remove(0)
        })
    }

    fn scalar_as_type(v: Val, ty: &CType, at: Option<&Loc>) -> Result<Val> {
        Ok(match (ty, v) {
            (CType::Int { bits, signed }, Val::Int(e, w, _)) if w == *bits => {
                Val::Int(e, w, *signed)
            }
            (CType::Float(w), Val::Int(e, bits, _)) if bits == w.bits() => {
                Val::Float(apply(&format!("{w}_from_bits"), vec![e]), *w)
            }
            (CType::Int { bits, signed }, Val::Float(e, w)) if w.bits() == *bits => {
                Val::Int(float_bits(e, w), *bits, *signed)
            }
            (CType::Float(w), Val::Float(e, fw)) if fw == *w => Val::Float(e, fw),
            _ => return unsupported(at, format!("as_type to {}", describe(ty))),
        })
    }

    /// The value of `n` converted to C type `ty`, as an IVL expression.
    pub fn coerce(&mut self, v: Val, ty: &CType, at: Option<&Loc>) -> Result<Expr> {
        Ok(match (ty, v) {
            (CType::Bool, v) => v.truth(),
            (CType::Int { bits, signed }, v) => convert_int(v, *bits, *signed),
            (CType::Float(w), Val::Float(e, fw)) if fw == *w => e,
            (CType::Float(w), Val::Float(e, fw)) => apply(&format!("{fw}_to_{w}"), vec![e]),
            (CType::Float(w), Val::Bool(b)) => {
                if_then_else(b, float_from_int(bv(1, 32), 32, true, *w), float_zero(*w))
            }
            (CType::Float(w), Val::Int(e, bits, signed)) => float_from_int(e, bits, signed, *w),
            (CType::Pointer(..), Val::Ptr { offset, .. }) => offset,
            (CType::FunctionPointer(_), v @ Val::Int(..)) => convert_int(v, 32, false),
            (t, _) => return unsupported(at, format!("a conversion to {}", describe(t))),
        })
    }

    /// The value of `v` as C type `ty`.
    pub fn convert(&mut self, v: Val, ty: &CType, at: Option<&Loc>) -> Result<Val> {
        match ty {
            CType::Void => Ok(Val::Void),
            CType::Pointer(..) => match v {
                p @ (Val::Ptr { .. } | Val::Multi { .. }) => Ok(p),
                _ => unsupported(at, "a pointer made from an integer (or null)"),
            },
            CType::Record(_) => match v {
                r @ Val::Record(_) => Ok(r),
                _ => unsupported(at, "a struct made from a number"),
            },
            t => {
                let e = self.coerce(v, t, at)?;
                Ok(Val::int(e, t))
            }
        }
    }

    /// `(T *)((uintptr_t)p + k)`: a pointer's address, moved by `k` bytes
    /// (or not moved), made a pointer again: `p` moved by `k` bytes, its
    /// memory kept byte by byte. Any other integer is no pointer ivl knows.
    fn pointer_from_address(
        &mut self,
        n: &'a Node,
        target: &CType,
        at: Option<&Loc>,
    ) -> Result<Val> {
        let Some((pointer, moved)) = address_arithmetic(n) else {
            return unsupported(at, "a pointer made from an integer");
        };
        let p = self.value(pointer)?;
        let bytes = match moved {
            Some((k, negative)) => {
                let kv = self.value(k)?;
                let k = self.t.ptr().index(kv);
                Some(match negative {
                    true => apply(&self.t.ptr().op("neg"), vec![k]),
                    false => k,
                })
            }
            None => None,
        };
        let objs = match &p {
            Val::Ptr { obj, .. } => vec![*obj],
            Val::Multi { objs, .. } => objs.clone(),
            _ => return unsupported(at, "a pointer made from an integer"),
        };
        let from = self.t.ctype(pointer);
        let what = format!("a pointer's address made a pointer to {}", describe(target));
        let byte_pointer = matches!(from.pointee(), Some(CType::Int { bits: 8, .. }));
        if bytes.is_some() && !byte_pointer || from.pointee() != target.pointee() {
            self.need_bytes(&objs, at, what)?;
        }
        let Some(k) = bytes else {
            return Ok(p);
        };
        // Byte by byte (or bytes already), offsets count bytes.
        Ok(match p {
            Val::Ptr { obj, offset } => Val::Ptr {
                obj,
                offset: self.t.ptr().add(offset, k),
            },
            Val::Multi { base, offset, objs } => Val::Multi {
                base,
                offset: self.t.ptr().add(offset, k),
                objs,
            },
            _ => unreachable!("a pointer"),
        })
    }

    /// The place `reinterpret_cast<T &>(x)` names: x's memory seen as a
    /// T, kept byte by byte where T is not what the memory holds.
    pub fn retyped_place(&mut self, n: &'a Node) -> Result<Place> {
        let at = n.at.as_ref();
        let place = self.place(&n.inner[0])?;
        let pointer = self.address_of(place, at)?;
        let target = self.t.ctype(n);
        let objs = match &pointer {
            Val::Ptr { obj, .. } => vec![*obj],
            Val::Multi { objs, .. } => objs.clone(),
            _ => Vec::new(),
        };
        if objs.iter().any(|o| self.t.objects[*o].elem != target) {
            let from = self.t.ctype(&n.inner[0]);
            let what = format!(
                "a reference to {} seen as {}",
                describe(&from),
                describe(&target)
            );
            self.need_bytes(&objs, at, what)?;
        }
        let zero = self.t.ptr().lit(0);
        self.pointed(pointer, zero, &target, at)
    }

    pub fn cast(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let child = &n.inner[0];
        let target = self.t.ctype(n);
        match n.cast_kind.as_deref().unwrap_or("") {
            "LValueToRValue"
                if strip(child).is("ExtVectorElementExpr")
                    || strip(child).is("CompoundLiteralExpr") =>
            {
                self.value(strip(child))
            }
            // `S s = 5;`: the construction the conversion names.
            "ConstructorConversion" if strip(child).is("CXXConstructExpr") => self.value(child),
            // `(int)d` of a struct with `operator int()`: the call of that
            // method Clang writes under the conversion.
            "UserDefinedConversion" if strip(child).is("CXXMemberCallExpr") => self.value(child),
            "VectorSplat" => {
                let v = self.value(child)?;
                let CType::Record(name) = &target else {
                    return unsupported(at, "this vector");
                };
                let (elem, count) = vector_lanes(name)
                    .ok_or(())
                    .or_else(|_| unsupported(at, "this vector"))?;
                let lane = Val::int(self.coerce(v, &elem, at)?, &elem);
                Ok(vector(vec![lane; count as usize]))
            }
            "LValueToRValue" if strip(child).is("ConditionalOperator") => {
                self.conditional(strip(child))
            }
            // The value a call returning a reference refers to, read as the
            // call returns (`std::min(a, b)`, `const T &f()`): the call
            // returns it by value.
            "LValueToRValue"
                if matches!(
                    strip(child).kind.as_str(),
                    "CallExpr" | "CXXMemberCallExpr" | "CXXOperatorCallExpr"
                ) && target.is_scalar() =>
            {
                // An accessor's element, read where it is (not through a
                // copy of its whole object).
                if let Some((def, result, object, arrow)) = self.accessor_call(strip(child)) {
                    let place = self.accessor_place(strip(child), def, result, object, arrow)?;
                    return self.read(&place, at);
                }
                self.value(strip(child))
            }
            "LValueToRValue" => {
                let p = self.place(child)?;
                self.read(&p, at)
            }
            "ArrayToPointerDecay" => match self.place(child)? {
                Place::Array { obj, offset } => Ok(Val::Ptr { obj, offset }),
                _ => unsupported(at, "this array"),
            },
            "FunctionToPointerDecay" => self.function_value(child),
            "BuiltinFnToFnPtr" => unsupported(at, "a pointer to a builtin function"),
            "NullToPointer" if matches!(target, CType::FunctionPointer(_)) => {
                self.effects(child)?;
                Ok(Val::Int(bv(0, 32), 32, false))
            }
            "NullToPointer" => {
                self.effects(child)?;
                let null = self.null_object();
                Ok(Val::Ptr {
                    obj: null,
                    offset: self.t.ptr().lit(0),
                })
            }
            // An integer names no function: 0 is null, any other number a
            // pointer no call may go through.
            "IntegralToPointer" if matches!(target, CType::FunctionPointer(_)) => {
                let v = self.value(child)?;
                let nonzero = v.truth();
                Ok(Val::Int(
                    if_then_else(nonzero, bv(u128::from(u32::MAX), 32), bv(0, 32)),
                    32,
                    false,
                ))
            }
            "IntegralToPointer" => self.pointer_from_address(child, &target, at),
            // OpenCL's `0` as an event.
            "ZeroToOCLOpaqueType" => Ok(Val::int(bv(0, 32), &CType::int(32, false))),
            "PointerToIntegral" => {
                let v = self.value(child)?;
                self.address(v, &target, at)
            }
            "BitCast" if matches!(target, CType::FunctionPointer(_)) => match self.t.ctype(child) {
                CType::FunctionPointer(_) => self.value(child),
                _ => unsupported(at, "a function pointer made from a data pointer"),
            },
            "BitCast" if matches!(self.t.ctype(child), CType::FunctionPointer(_)) => {
                unsupported(at, "a function pointer converted to a data pointer")
            }
            "BitCast" | "AddressSpaceConversion" => {
                let v = self.value(child)?;
                let from = self.t.ctype(child);
                let objs = match &v {
                    Val::Ptr { obj, .. } => vec![*obj],
                    Val::Multi { objs, .. } => objs.clone(),
                    _ => Vec::new(),
                };
                // Back from `void *` to what the pointer really reaches, or
                // null, which may become any pointer.
                let reaches = |f: &Self, o: &ObjId| {
                    let o = &f.t.objects[*o];
                    o.null || o.bytes || Some(&o.elem) == target.pointee()
                };
                let same = objs.iter().all(|o| reaches(self, o))
                    || match (from.pointee(), target.pointee()) {
                        (Some(a), Some(b)) => a == b,
                        _ => false,
                    };
                if !same && !matches!(target.pointee(), Some(CType::Void)) {
                    // Another view of the memory: kept byte by byte.
                    let what = format!("a cast from {} to {}", describe(&from), describe(&target));
                    self.need_bytes(&objs, at, what)?;
                }
                Ok(v)
            }
            "ToVoid" => {
                self.effects(child)?;
                Ok(Val::Void)
            }
            // A string literal is never null (`assert(0 && "message")`).
            "PointerToBoolean" if is_string_literal(child) => Ok(Val::Bool(boolean(true))),
            "PointerToBoolean" => {
                let v = self.value(child)?;
                Ok(Val::Bool(self.not_null(v)))
            }
            "NoOp"
            | "IntegralCast"
            | "IntegralToBoolean"
            | "FloatingToIntegral"
            | "IntegralToFloating"
            | "FloatingCast"
            | "FloatingToBoolean"
            | "BooleanToSignedIntegral" => {
                let v = self.value(child)?;
                if n.cast_kind.as_deref() == Some("BooleanToSignedIntegral") {
                    let e = v.truth();
                    let w = bits_of(&target);
                    return Ok(Val::int(
                        if_then_else(e, bv(u128::MAX, w), bv(0, w)),
                        &target,
                    ));
                }
                self.convert(v, &target, at)
            }
            other => unsupported(at, format!("the conversion {other}")),
        }
    }

    /// Whether a pointer is not null.
    fn not_null(&mut self, v: Val) -> Expr {
        match v {
            // A heap's offset 0 is null.
            Val::Ptr { obj, offset } if self.is_heap(obj) => {
                simplified_not(eq(offset, self.t.ptr().lit(0)))
            }
            Val::Ptr { obj, .. } => boolean(!self.t.objects[obj].null),
            Val::Multi { base, objs, offset } => objs
                .iter()
                .enumerate()
                .filter(|(_, o)| !self.t.objects[**o].null)
                .map(|(k, o)| {
                    let here = eq(base.clone(), bv(k as u128, 32));
                    match self.is_heap(*o) {
                        true => and(
                            here,
                            simplified_not(eq(offset.clone(), self.t.ptr().lit(0))),
                        ),
                        false => here,
                    }
                })
                .reduce(simplified_or)
                .unwrap_or(boolean(false)),
            other => other.truth(),
        }
    }
}

fn float_from_int(e: Expr, bits: u32, signed: bool, w: FloatFormat) -> Expr {
    // A literal converts to a literal, rounded to nearest as C converts
    // (Rust's casts round so too).
    if let ExprKind::Bv(digits, _) = &e.kind {
        if let (Ok(raw), true) = (digits.parse::<u128>(), (1..128).contains(&bits)) {
            let negative = signed && (raw >> (bits - 1)) & 1 == 1;
            let v = raw as i128 - if negative { 1i128 << bits } else { 0 };
            // Rust converts an integer to f32 and f64 rounding once; to the
            // 16-bit formats through an f64 rounded to odd, which keeps the
            // second rounding exact.
            let encoded = match w {
                FloatFormat::Single => u128::from((v as f32).to_bits()),
                FloatFormat::Double => u128::from((v as f64).to_bits()),
                _ => super::expr::float_encoding(rounded_to_odd(v), w),
            };
            return apply(&format!("{w}_from_bits"), vec![bv(encoded, w.bits())]);
        }
    }
    let at = if bits <= 32 { 32 } else { 64 };
    let kind = if signed { "s" } else { "u" };
    apply(
        &format!("{w}_from_{kind}{at}"),
        vec![resize(e, bits, signed, at)],
    )
}

/// `v` as an f64 rounded to odd: toward zero, with the lowest bit set
/// where that is inexact.
fn rounded_to_odd(v: i128) -> f64 {
    let f = v as f64;
    if f as i128 == v || !f.is_finite() {
        return f;
    }
    let toward_zero = if (f as i128).abs() > v.abs() {
        f64::from_bits(f.to_bits() - 1)
    } else {
        f
    };
    f64::from_bits(toward_zero.to_bits() | 1)
}

/// The bits of float `e`: those it was made from, for a float made from
/// bits (`as_float(i)`, a literal), so that reading them back is exact.
fn float_bits(e: Expr, w: FloatFormat) -> Expr {
    let from_bits = format!("{w}_from_bits");
    match e.kind {
        ExprKind::Apply(f, mut args) if f.name == from_bits && args.len() == 1 => {
            args.pop().expect("one argument")
        }
        kind => apply(&format!("{w}_to_bits"), vec![expr(kind)]),
    }
}

/// The pointer expression whose address an integer expression is, and
/// the byte count it is moved by (negated for `-`): `(uintptr_t)p`,
/// `(uintptr_t)p + k`, `k + (uintptr_t)p`, `(uintptr_t)p - k`.
fn address_arithmetic(n: &Node) -> Option<(&Node, Option<(&Node, bool)>)> {
    fn unwrapped(mut n: &Node) -> &Node {
        loop {
            n = strip(n);
            let cast = n.cast_kind.as_deref();
            match n.kind.as_str() {
                "ImplicitCastExpr" | "CStyleCastExpr" | "CXXStaticCastExpr"
                    if matches!(cast, Some("IntegralCast" | "NoOp")) =>
                {
                    n = n.inner.first().expect("a cast has its operand");
                }
                _ => return n,
            }
        }
    }
    fn address_of(n: &Node) -> Option<&Node> {
        let n = unwrapped(n);
        let is_cast =
            n.kind.ends_with("CastExpr") && n.cast_kind.as_deref() == Some("PointerToIntegral");
        is_cast.then(|| n.inner.first()).flatten()
    }
    let n = unwrapped(n);
    if let Some(p) = address_of(n) {
        return Some((p, None));
    }
    if !n.is("BinaryOperator") || n.inner.len() != 2 {
        return None;
    }
    let (a, b) = (&n.inner[0], &n.inner[1]);
    match n.opcode.as_deref()? {
        "+" => match (address_of(a), address_of(b)) {
            (Some(p), None) => Some((p, Some((b, false)))),
            (None, Some(p)) => Some((p, Some((a, false)))),
            _ => None,
        },
        "-" => address_of(a)
            .filter(|_| address_of(b).is_none())
            .map(|p| (p, Some((b, true)))),
        _ => None,
    }
}
