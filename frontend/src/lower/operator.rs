//! C's arithmetic and comparisons on values, and pointer arithmetic.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::Func;
use super::memory::flat_len;
use super::translator::{unsupported, Result};
use super::value::{convert_int, lanes_of, resize, vector, ObjId, Val};
use crate::clang::ast::Loc;
use crate::ctype::{bits_of, describe, is_vector, vector_of, CType};

impl<'t, 'a> Func<'t, 'a> {
    /// C arithmetic on integers and floats of result type `ty` (operands
    /// are converted to it, except a shift's count).
    pub fn arith(&mut self, op: &str, a: Val, b: Val, ty: &CType, at: Option<&Loc>) -> Result<Val> {
        if is_vector(ty) {
            let (elem, count) = vector_of(ty);
            let mut out = Vec::new();
            for (x, y) in lanes_of(a, count).into_iter().zip(lanes_of(b, count)) {
                out.push(self.arith(op, x, y, &elem, at)?);
            }
            return Ok(vector(out));
        }
        match ty {
            CType::Int { bits, signed } => {
                let (w, s) = (*bits, *signed);
                let x = convert_int(a, w, s);
                let y = match b {
                    Val::Int(e, bw, bs) if op == "<<" || op == ">>" => resize(e, bw, bs, w),
                    b => convert_int(b, w, s),
                };
                // OpenCL C takes a shift count modulo the width (C leaves
                // a count of the width or more undefined).
                let y = if (op == "<<" || op == ">>")
                    && self.t.dialect == crate::dialect::Dialect::OpenCl
                {
                    apply(&format!("bv{w}_and"), vec![y, bv(u128::from(w - 1), w)])
                } else {
                    y
                };
                let f = match op {
                    "+" => "add",
                    "-" => "sub",
                    "*" => "mul",
                    "/" if s => "sdiv",
                    "/" => "udiv",
                    "%" if s => "srem",
                    "%" => "urem",
                    "<<" => "shl",
                    ">>" if s => "ashr",
                    ">>" => "lshr",
                    "&" => "and",
                    "|" => "or",
                    "^" => "xor",
                    other => return unsupported(at, format!("the operator {other}")),
                };
                Ok(Val::int(apply(&format!("bv{w}_{f}"), vec![x, y]), ty))
            }
            CType::Bool => {
                // C++ `bool & bool` and friends: on the truth values.
                let (x, y) = (a.truth(), b.truth());
                Ok(Val::Bool(match op {
                    "&" => and(x, y),
                    "|" => simplified_or(x, y),
                    "^" => binary(BinaryOp::Neq, x, y, NO_SPAN),
                    other => return unsupported(at, format!("the operator {other} on bool")),
                }))
            }
            CType::Float(w) => {
                let x = self.coerce(a, ty, at)?;
                let y = self.coerce(b, ty, at)?;
                let f = match op {
                    "+" => "add",
                    "-" => "sub",
                    "*" => "mul",
                    "/" => "div",
                    other => return unsupported(at, format!("the operator {other} on floats")),
                };
                Ok(Val::Float(apply(&format!("{w}_{f}"), vec![x, y]), *w))
            }
            other => unsupported(at, format!("arithmetic on {}", describe(other))),
        }
    }

    pub fn compare(
        &mut self,
        op: &str,
        a: Val,
        b: Val,
        operand: &CType,
        at: Option<&Loc>,
    ) -> Result<Val> {
        let rel = |x: Expr, y: Expr, f: &dyn Fn(&str) -> String| -> Expr {
            match op {
                "==" => eq(x, y),
                "!=" => binary(BinaryOp::Neq, x, y, NO_SPAN),
                "<" => apply(&f("lt"), vec![x, y]),
                "<=" => apply(&f("le"), vec![x, y]),
                ">" => apply(&f("gt"), vec![x, y]),
                _ => apply(&f("ge"), vec![x, y]),
            }
        };
        if let (Val::Ptr { obj: oa, offset: x }, Val::Ptr { obj: ob, offset: y }) = (&a, &b) {
            if self.may_be_equal(*oa, *ob) {
                let ptr = self.t.ptr();
                return Ok(Val::Bool(rel(x.clone(), y.clone(), &|r| {
                    ptr.op(&format!("s{r}"))
                })));
            }
        }
        if matches!(a, Val::Ptr { .. } | Val::Multi { .. })
            && matches!(b, Val::Ptr { .. } | Val::Multi { .. })
        {
            // Pointers into distinct arrays (null among them) are never
            // equal; an order between them is not defined: any.
            let targets = |v: &Val| -> Vec<(ObjId, Expr)> {
                match v {
                    Val::Ptr { obj, .. } => vec![(*obj, boolean(true))],
                    Val::Multi { base, objs, .. } => objs
                        .iter()
                        .enumerate()
                        .map(|(k, o)| (*o, eq(base.clone(), bv(k as u128, 32))))
                        .collect(),
                    _ => Vec::new(),
                }
            };
            let ptr = self.t.ptr();
            let offset = |v: &Val| match v {
                Val::Ptr { offset, .. } | Val::Multi { offset, .. } => offset.clone(),
                _ => ptr.lit(0),
            };
            // Null and a heap (whose offset 0 is null) may be equal too.
            let this = &*self;
            let may_be_equal = move |p: ObjId, o: ObjId| this.may_be_equal(p, o);
            let same_object = targets(&a)
                .into_iter()
                .flat_map(|(o, in_a)| {
                    targets(&b)
                        .into_iter()
                        .filter(move |(p, _)| may_be_equal(*p, o))
                        .map(move |(_, in_b)| and(in_a.clone(), in_b))
                })
                .reduce(simplified_or)
                .unwrap_or(boolean(false));
            if op != "==" && op != "!=" {
                let ptr = self.t.ptr();
                let ordered = rel(offset(&a), offset(&b), &|r| ptr.op(&format!("s{r}")));
                let any = self.local("pointers.ordered", bool_type());
                self.emit(stmt(StmtKind::Havoc(vec![ident(&any, NO_SPAN)]), NO_SPAN));
                return Ok(Val::Bool(if_then_else(
                    same_object,
                    ordered,
                    var(&any, NO_SPAN),
                )));
            }
            let equal = and(same_object, eq(offset(&a), offset(&b)));
            return Ok(Val::Bool(if op == "==" {
                equal
            } else {
                simplified_not(equal)
            }));
        }
        Ok(Val::Bool(match (operand, a, b) {
            (CType::Float(w), a, b) => {
                let x = self.coerce(a, operand, at)?;
                let y = self.coerce(b, operand, at)?;
                match op {
                    "==" => apply(&format!("{w}_eq"), vec![x, y]),
                    "!=" => apply(&format!("{w}_ne"), vec![x, y]),
                    _ => rel(x, y, &|r| format!("{w}_{r}")),
                }
            }
            (CType::Int { bits, signed }, a, b) => {
                let x = convert_int(a, *bits, *signed);
                let y = convert_int(b, *bits, *signed);
                let s = if *signed { "s" } else { "u" };
                rel(x, y, &|r| format!("bv{bits}_{s}{r}"))
            }
            (CType::Bool, a, b) => {
                let (x, y) = (a.truth(), b.truth());
                match op {
                    "==" => eq(x, y),
                    "!=" => binary(BinaryOp::Neq, x, y, NO_SPAN),
                    _ => {
                        let to_bv = |e: Expr| if_then_else(e, bv(1, 8), bv(0, 8));
                        rel(to_bv(x), to_bv(y), &|r| format!("bv8_u{r}"))
                    }
                }
            }
            // Pointers to functions are equal when they name one function;
            // the order of two functions' addresses is not known.
            (CType::FunctionPointer(_), a, b) => {
                let (x, y) = (convert_int(a, 32, false), convert_int(b, 32, false));
                match op {
                    "==" => eq(x, y),
                    "!=" => binary(BinaryOp::Neq, x, y, NO_SPAN),
                    _ => {
                        let order = self.local("order", bool_type());
                        self.emit(stmt(StmtKind::Havoc(vec![ident(&order, NO_SPAN)]), NO_SPAN));
                        let reflexive = boolean(matches!(op, "<=" | ">="));
                        if_then_else(eq(x, y), reflexive, var(&order, NO_SPAN))
                    }
                }
            }
            (other, _, _) => return unsupported(at, format!("comparing {}", describe(other))),
        }))
    }

    /// `p + k`, `p - k`, `k + p` and `p - q` on pointers (`lt`, `rt`: the
    /// operands' C types, `ty` the result's).
    #[allow(clippy::too_many_arguments)]
    pub fn pointer_arith(
        &mut self,
        op: &str,
        a: Val,
        b: Val,
        lt: &CType,
        rt: &CType,
        ty: &CType,
        at: Option<&Loc>,
    ) -> Result<Val> {
        // A pointer that may reach several arrays moves within whichever
        // it reaches: the arithmetic is on the offset alone.
        match (a, b) {
            (Val::Multi { .. }, Val::Multi { .. } | Val::Ptr { .. }) => unsupported(
                at,
                "the difference of pointers that may reach different arrays",
            ),
            (Val::Multi { base, offset, objs }, b) => {
                self.bytes_of_all(&objs, at)?;
                let a = Val::Ptr {
                    obj: objs[0],
                    offset,
                };
                let Val::Ptr { offset, .. } = self.array_pointer_arith(op, a, b, lt, rt, ty, at)?
                else {
                    unreachable!("a pointer")
                };
                Ok(Val::Multi { base, offset, objs })
            }
            // `k + p` is `p + k`.
            (a, b @ Val::Multi { .. }) if op == "+" => self.pointer_arith(op, b, a, rt, lt, ty, at),
            (a, b) => self.array_pointer_arith(op, a, b, lt, rt, ty, at),
        }
    }

    /// Pointer arithmetic on pointers that each reach one array.
    #[allow(clippy::too_many_arguments)]
    fn array_pointer_arith(
        &mut self,
        op: &str,
        a: Val,
        b: Val,
        lt: &CType,
        rt: &CType,
        ty: &CType,
        at: Option<&Loc>,
    ) -> Result<Val> {
        // Elements of the pointee's type, or bytes in an object kept byte
        // by byte.
        let scale = |f: &Self, obj: ObjId, t: &CType| {
            let size = match f.t.objects[obj].bytes {
                true => t.pointee().and_then(|e| f.t.size_of(e)),
                false => t.pointee().and_then(flat_len),
            };
            size.ok_or(()).or_else(|_| match t.pointee() {
                Some(CType::Other(name)) => unsupported(
                    at,
                    format!("arithmetic on a pointer to `{name}`, a type not known here"),
                ),
                _ => unsupported(at, "arithmetic on this pointer"),
            })
        };
        let ptr = self.t.ptr();
        match (op, a, b) {
            ("+" | "-", Val::Ptr { obj, offset }, k) if !matches!(k, Val::Ptr { .. }) => {
                let s = scale(self, obj, lt)?;
                let k = ptr.index(k);
                self.stays_in_field(obj, &k, at)?;
                let k = ptr.times(k, s);
                let offset = if op == "+" {
                    ptr.add(offset, k)
                } else {
                    apply(&ptr.op("sub"), vec![offset, k])
                };
                Ok(Val::Ptr { obj, offset })
            }
            ("+", k, Val::Ptr { obj, offset }) => {
                let s = scale(self, obj, rt)?;
                let k = ptr.index(k);
                self.stays_in_field(obj, &k, at)?;
                let k = ptr.times(k, s);
                Ok(Val::Ptr {
                    obj,
                    offset: ptr.add(offset, k),
                })
            }
            ("-", Val::Ptr { obj: oa, offset: x }, Val::Ptr { obj: ob, offset: y }) if oa == ob => {
                let s = scale(self, oa, lt)?;
                let d = apply(&ptr.op("sub"), vec![x, y]);
                let d = if s == 1 {
                    d
                } else {
                    apply(&ptr.op("sdiv"), vec![d, ptr.lit(u128::from(s))])
                };
                Ok(Val::int(resize(d, ptr.bits(), true, bits_of(ty)), ty))
            }
            (op, _, _) => unsupported(at, format!("the operator {op} on pointers")),
        }
    }
}

impl Func<'_, '_> {
    /// A pointer to a field of a struct with other fields (`&P[t].x`) moved
    /// by `k` elements reaches the next fields in memory (`P[t].y`), which
    /// the map per field does not place next to it: unless `k` is 0, the
    /// struct array is kept byte by byte (the file is translated again).
    pub fn stays_in_field(&mut self, obj: ObjId, k: &Expr, at: Option<&Loc>) -> Result<()> {
        let zero = matches!(&k.kind, ExprKind::Bv(v, _) if v == "0");
        let field_of = self
            .t
            .objects
            .iter()
            .find(|o| o.leaves.len() > 1 && o.leaves.iter().any(|(_, leaf)| *leaf == obj))
            .map(|whole| whole.name.clone());
        match field_of {
            Some(whole) if !zero => {
                let what = format!("moving a pointer to a field of `{whole}` by an element");
                self.need_bytes(&[obj], at, what)
            }
            _ => Ok(()),
        }
    }
}
