//! C expressions as values (places, conversions and C's operators have
//! modules of their own).
//!
//! Side effects (assignments, `++`, calls) are emitted as statements
//! before the expression that uses their value; the right operand of `&&`
//! and `||` and the arms of `?:` become conditional code when they have
//! effects or read memory, so that their accesses happen only when C
//! evaluates them.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::Func;
use super::place::{Place, RecordBase};
use super::translator::{unsupported, Result};
use super::value::{lanes_of, vector, ObjId, Val};
use crate::clang::ast::{callee_is, constant_value, strip, Loc, Node};
use crate::ctype::{bits_of, describe, is_vector, vector_lanes, vector_of, CType, FloatFormat};

/// Whether evaluating `n` reads memory (so that, in code, it must not be
/// evaluated where C would not: its reads are accesses). Effects show as
/// emitted statements.
pub fn reads_memory(n: &Node) -> bool {
    let here = match n.kind.as_str() {
        "ArraySubscriptExpr" => true,
        "UnaryOperator" => n.opcode.as_deref() == Some("*"),
        "MemberExpr" => n.is_arrow == Some(true),
        _ => false,
    };
    here || n.inner.iter().any(reads_memory)
}

impl<'t, 'a> Func<'t, 'a> {
    /// Evaluates `n` for its effects only.
    pub fn effects(&mut self, n: &'a Node) -> Result<()> {
        let n = strip(n);
        if n.is("UnaryOperator") && matches!(n.opcode.as_deref(), Some("++" | "--")) {
            // The value is not used: `i++` is `++i`.
            return self.increment(n, false).map(|_| ());
        }
        let v = self.value(n)?;
        let assignment = matches!(n.kind.as_str(), "CompoundAssignOperator")
            || n.is("BinaryOperator") && n.opcode.as_deref() == Some("=")
            || n.is("CXXOperatorCallExpr");
        if !assignment {
            self.perform(v, n.at.as_ref());
        }
        Ok(())
    }

    /// Makes the reads of a value whose result is not used happen: they
    /// are accesses all the same (`foo(A[i])` with `foo` not modelled).
    pub fn perform(&mut self, v: Val, _at: Option<&Loc>) {
        let leaves = match v {
            Val::Record(fields) => fields.into_iter().map(|(_, v)| v).collect(),
            v => vec![v],
        };
        for v in leaves {
            let (e, ty) = match v {
                Val::Bool(e) => (e, bool_type()),
                Val::Int(e, w, _) => (e, bv_type(w)),
                Val::Float(e, w) => (e, ty(TypeKind::Named(ident(&format!("{w}"), NO_SPAN)))),
                Val::Ptr { offset, .. } => (offset, self.t.ptr().ty()),
                Val::Multi { base, offset, .. } => {
                    if reads(&base) {
                        let t = self.local("unused", bv_type(32));
                        self.emit(assign(&t, base));
                    }
                    (offset, self.t.ptr().ty())
                }
                _ => continue,
            };
            if reads(&e) {
                let t = self.local("unused", ty);
                self.emit(assign(&t, e));
            }
        }
    }

    fn increment(&mut self, n: &'a Node, postfix: bool) -> Result<Val> {
        let at = n.at.as_ref();
        let ty = self.t.ctype(n);
        let op = if n.opcode.as_deref() == Some("++") {
            "+"
        } else {
            "-"
        };
        let p = self.place(&n.inner[0])?;
        let old = self.read(&p, at)?;
        let one = Val::Int(bv(1, 32), 32, true);
        let new = match &old {
            Val::Ptr { .. } | Val::Multi { .. } => {
                let pt = ty.clone();
                self.pointer_arith(op, old.clone(), one, &pt, &CType::int(32, true), &pt, at)?
            }
            _ => self.arith(op, old.clone(), one, &ty, at)?,
        };
        // The old value outlives the write only in a temporary.
        let result = if postfix {
            Some(self.snapshot(old, &ty)?)
        } else {
            None
        };
        let written = self.assigned_value(p, new, &ty, at)?;
        match result {
            Some(r) => Ok(r),
            None => Ok(written),
        }
    }

    pub fn value(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        match n.kind.as_str() {
            "ParenExpr"
            | "ExprWithCleanups"
            | "MaterializeTemporaryExpr"
            | "SubstNonTypeTemplateParmExpr"
            | "CXXBindTemporaryExpr" => self.wrapped(n),
            "ConstantExpr" => match (constant_value(n), self.t.ctype(n)) {
                (Some(v), ty @ CType::Int { .. }) => Ok(Val::int(bv(v as u128, bits_of(&ty)), &ty)),
                // `if constexpr (std::is_same_v<T, int>)`: Clang's value,
                // whatever the expression (a type trait, say).
                (Some(v), CType::Bool) => Ok(Val::Bool(boolean(v != 0))),
                _ => self.value(&n.inner[0]),
            },
            "IntegerLiteral" | "CharacterLiteral" | "CXXBoolLiteralExpr" | "FloatingLiteral" => {
                self.literal(n)
            }
            "ImplicitCastExpr"
            | "CStyleCastExpr"
            | "CXXStaticCastExpr"
            | "CXXReinterpretCastExpr"
            | "CXXConstCastExpr"
            | "CXXFunctionalCastExpr" => self.cast(n),
            "AsTypeExpr" => self.as_type(n),
            "DeclRefExpr" | "ArraySubscriptExpr" | "MemberExpr" => {
                let p = self.place(n)?;
                self.read(&p, at)
            }
            "UnaryOperator" => self.unary(n),
            "BinaryOperator" => self.binary(n),
            "CompoundAssignOperator" => self.compound_assign(n),
            "ConditionalOperator" => self.conditional(n),
            "CallExpr" => self.call(n),
            "UnaryExprOrTypeTraitExpr" => self.size_of(n),
            "ExtVectorElementExpr" => self.components(n),
            "CompoundLiteralExpr" => self.value(&n.inner[0]),
            "InitListExpr" => self.vector_literal(n),
            "StringLiteral" => unsupported(at, "string literals"),
            // `NULL` in C++ is GNU's `__null`, an integer 0 (which converts
            // to a null pointer); `nullptr` is the null pointer.
            "GNUNullExpr" => Ok(super::value::zero(&self.t.ctype(n))),
            // `T()` of a number: zero.
            "CXXScalarValueInitExpr" if self.t.ctype(n).is_scalar() => {
                Ok(super::value::zero(&self.t.ctype(n)))
            }
            "CXXNullPtrLiteralExpr" => {
                let null = self.null_object();
                Ok(Val::Ptr {
                    obj: null,
                    offset: self.t.ptr().lit(0),
                })
            }
            "CXXConstructExpr"
                if n.inner.len() == 1
                    && matches!(self.t.ctype(n), CType::Record(_))
                    && self.t.ctype(&n.inner[0]) == self.t.ctype(n)
                    && self.t.user_constructor(n).is_none() =>
            {
                // A trivial copy of a struct.
                self.value(&n.inner[0])
            }
            "CXXOperatorCallExpr"
                if callee_is(n, "operator=")
                    && n.inner.len() == 3
                    && !super::call::method_operator(n)
                        .is_some_and(|id| self.t.user_assignments.contains(id)) =>
            {
                let p = self.place(&n.inner[1])?;
                let v = self.value(&n.inner[2])?;
                self.write(&p, v, at)?;
                self.read(&p, at)
            }
            "CXXMemberCallExpr" => self.method_call(n),
            // An operator the program defines as a function (`float3
            // operator+(float3, float3)`, as CUDA's helper_math.h does): a
            // call of that function.
            "CXXOperatorCallExpr"
                if n.inner[0]
                    .inner
                    .first()
                    .and_then(|f| f.referenced_decl.as_ref())
                    .is_some_and(|d| d.kind == "FunctionDecl") =>
            {
                self.call(n)
            }
            "CXXConstructExpr" | "CXXTemporaryObjectExpr" if matches!(self.t.ctype(n), CType::Record(r) if self.t.runs_at_construction(&r)) => {
                self.construct(n)
            }
            "CXXOperatorCallExpr" if super::call::method_operator(n).is_some() => {
                self.method_operator_call(n)
            }
            // `Op()` of a struct without a constructor (a function object):
            // its fields as nothing initialises them.
            "CXXConstructExpr" | "CXXTemporaryObjectExpr" if n.inner.is_empty() => {
                match self.t.ctype(n) {
                    CType::Record(r) => Ok(Val::Record(self.initialised_fields(&r, None, at)?)),
                    _ => unsupported(at, "C++ member functions, constructors and operators"),
                }
            }
            "CXXThisExpr"
            | "CXXOperatorCallExpr"
            | "CXXConstructExpr"
            | "CXXTemporaryObjectExpr" => {
                unsupported(at, "C++ member functions, constructors and operators")
            }
            "StmtExpr" => self.statement_expression(n),
            // A default argument is evaluated where the call leaves it out.
            "CXXDefaultArgExpr" => match n.inner.first() {
                Some(e) => self.value(e),
                None => unsupported(at, "a default argument Clang does not show"),
            },
            "LambdaExpr" => self.lambda_value(n),
            other => unsupported(at, format!("the expression {other}")),
        }
    }

    /// The value of the expression a node wraps (parentheses, cleanups,
    /// temporaries).
    fn wrapped(&mut self, n: &'a Node) -> Result<Val> {
        let child = n
            .inner
            .iter()
            .find(|c| !c.kind.is_empty() && c.kind != "NonTypeTemplateParmDecl")
            .ok_or(())
            .or_else(|_| unsupported(n.at.as_ref(), "an empty expression"))?;
        self.value(child)
    }

    /// An integer, character, `bool` or float literal.
    fn literal(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        match n.kind.as_str() {
            "CXXBoolLiteralExpr" => Ok(Val::Bool(boolean(constant_value(n) == Some(1)))),
            "FloatingLiteral" => {
                let text = n.value.as_ref().and_then(|v| v.as_str()).unwrap_or("0");
                let x: f64 = text
                    .parse()
                    .or_else(|_| unsupported(at, format!("the float literal {text}")))?;
                let w = match self.t.ctype(n) {
                    CType::Float(w) => w,
                    _ => FloatFormat::Double,
                };
                Ok(Val::Float(
                    apply(
                        &format!("{w}_from_bits"),
                        vec![bv(float_encoding(x, w), w.bits())],
                    ),
                    w,
                ))
            }
            _ => {
                let ty = self.t.ctype(n);
                let v = constant_value(n)
                    .ok_or(())
                    .or_else(|_| unsupported(at, "this literal"))?;
                Ok(Val::int(bv(v as u128, bits_of(&ty)), &ty))
            }
        }
    }

    /// `sizeof(T)` or `sizeof e` (other traits are not supported).
    fn size_of(&mut self, n: &'a Node) -> Result<Val> {
        let ty = match &n.arg_type {
            Some(t) => self.t.types.parse_type(t),
            None => self.t.ctype(&n.inner[0]),
        };
        let size = match n.name() {
            "sizeof" => self.t.size_of(&ty),
            _ => None,
        };
        let size = size.ok_or(()).or_else(|_| {
            unsupported(n.at.as_ref(), format!("{} of {}", n.name(), describe(&ty)))
        })?;
        let rt = self.t.ctype(n);
        Ok(Val::int(bv(u128::from(size), bits_of(&rt)), &rt))
    }

    /// A vector literal `(int2)(a, b)` (an initialiser list of a vector
    /// type; a single lane stands for all), or a struct's (`S{a, b}`).
    fn vector_literal(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let CType::Record(name) = self.t.ctype(n) else {
            return unsupported(at, "an initialiser list here");
        };
        let Some((elem, count)) = vector_lanes(&name) else {
            let ty = CType::Record(name.clone());
            return self.record_literal(n, &ty, &name);
        };
        let mut lanes = Vec::new();
        for init in &n.inner {
            match self.value(init)? {
                Val::Record(fields) => lanes.extend(fields.into_iter().map(|(_, v)| v)),
                v => lanes.push(Val::int(self.coerce(v, &elem, at)?, &elem)),
            }
        }
        if lanes.len() == 1 {
            lanes = vec![lanes[0].clone(); count as usize];
        }
        if lanes.len() != count as usize {
            return unsupported(at, "a vector literal with the wrong number of lanes");
        }
        Ok(vector(lanes))
    }

    /// `v.x`, `v.xy`, `v.s01`: the selected lanes of a vector (one lane:
    /// a scalar).
    fn components(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let lanes = self.swizzle(n)?;
        let base = strip(&n.inner[0]);
        let value = if matches!(
            base.kind.as_str(),
            "DeclRefExpr" | "ArraySubscriptExpr" | "MemberExpr" | "ExtVectorElementExpr"
        ) || base.is("UnaryOperator") && base.opcode.as_deref() == Some("*")
        {
            let p = self.place(base)?;
            self.read(&p, at)?
        } else {
            self.value(base)?
        };
        let Val::Record(fields) = value else {
            return unsupported(at, "components of something that is not a vector");
        };
        let mut picked: Vec<Val> = lanes
            .iter()
            .map(|l| fields.get(*l as usize).map(|(_, v)| v.clone()))
            .collect::<Option<_>>()
            .ok_or(())
            .or_else(|_| unsupported(at, "a vector component out of range"))?;
        Ok(if picked.len() == 1 {
            picked.remove(0)
        } else {
            vector(picked)
        })
    }

    /// `-v`, `~v` or `+v` of a number of type `ty`.
    fn scalar_unary(&mut self, op: &str, v: Val, ty: &CType, at: Option<&Loc>) -> Result<Val> {
        match (ty, op) {
            (_, "+") => self.convert(v, ty, at),
            (CType::Float(w), "-") => {
                let e = self.coerce(v, ty, at)?;
                // A literal's negation is the literal with its sign bit
                // flipped.
                if let Some(bits) = float_literal_bits(&e, *w) {
                    let flipped = bits ^ (1u128 << (w.bits() - 1));
                    let from_bits = format!("{w}_from_bits");
                    return Ok(Val::Float(
                        apply(&from_bits, vec![bv(flipped, w.bits())]),
                        *w,
                    ));
                }
                Ok(Val::Float(apply(&format!("{w}_neg"), vec![e]), *w))
            }
            (CType::Int { bits, .. }, _) => {
                let e = self.coerce(v, ty, at)?;
                let f = if op == "-" { "neg" } else { "not" };
                Ok(Val::int(apply(&format!("bv{bits}_{f}"), vec![e]), ty))
            }
            _ => unsupported(at, format!("unary {op} on {}", describe(ty))),
        }
    }

    /// The pointer to a place (`&x`): an element of an array, or of
    /// whichever array a pointer reaches.
    pub(super) fn address_of(&mut self, place: Place, at: Option<&Loc>) -> Result<Val> {
        match place {
            Place::Elem { obj, index } => Ok(Val::Ptr { obj, offset: index }),
            Place::Bytes { obj, offset, .. } | Place::Array { obj, offset } => {
                Ok(Val::Ptr { obj, offset })
            }
            Place::Record {
                base: RecordBase::Mem { obj, index },
                path,
                ..
            } if path.is_empty() => Ok(Val::Ptr { obj, offset: index }),
            // An element of whichever array a pointer reaches
            // (`&p[i]`): the pointer moved to it.
            Place::Multi {
                base, index, objs, ..
            } => Ok(Val::Multi {
                base,
                offset: index,
                objs,
            }),
            Place::Record {
                base: RecordBase::Multi { base, index, objs },
                path,
                ..
            } if path.is_empty() => Ok(Val::Multi {
                base,
                offset: index,
                objs,
            }),
            // A struct inside a struct in memory: its fields' maps do
            // not hold it as a unit; byte by byte, it is at an offset.
            Place::Record {
                base: RecordBase::Mem { obj, .. },
                ..
            } => {
                let what = "taking the address of a struct inside a struct";
                self.need_bytes(&[obj], at, what.to_string())?;
                unsupported(at, what)
            }
            _ => unsupported(
                at,
                "taking the address of a variable (pointers reach arrays only)",
            ),
        }
    }

    fn unary(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let op = n.opcode.as_deref().unwrap_or("");
        let ty = self.t.ctype(n);
        match op {
            "++" | "--" => self.increment(n, n.is_postfix == Some(true)),
            "&" if matches!(ty, CType::FunctionPointer(_)) => self.function_value(&n.inner[0]),
            "&" => {
                let place = self.place(&n.inner[0])?;
                self.address_of(place, at)
            }
            "*" => {
                let p = self.place(n)?;
                self.read(&p, at)
            }
            "-" | "~" if is_vector(&ty) => {
                let v = self.value(&n.inner[0])?;
                let (elem, count) = vector_of(&ty);
                let mut out = Vec::new();
                for lane in lanes_of(v, count) {
                    out.push(self.scalar_unary(op, lane, &elem, at)?);
                }
                Ok(vector(out))
            }
            "-" | "~" | "+" => {
                let v = self.value(&n.inner[0])?;
                self.scalar_unary(op, v, &ty, at)
            }
            "!" if is_vector(&ty) => {
                let v = self.value(&n.inner[0])?;
                let (elem, count) = vector_of(&ty);
                let lanes = lanes_of(v, count)
                    .into_iter()
                    .map(|x| vector_truth(simplified_not(x.truth()), &elem))
                    .collect();
                Ok(vector(lanes))
            }
            "!" => {
                let v = self.value(&n.inner[0])?;
                Ok(Val::Bool(simplified_not(v.truth())))
            }
            "__extension__" => self.value(&n.inner[0]),
            other => unsupported(at, format!("the operator {other}")),
        }
    }

    /// `v` kept in a fresh local, so that later writes do not change it.
    fn snapshot(&mut self, v: Val, ty: &CType) -> Result<Val> {
        match v {
            Val::Ptr { obj, offset } => {
                let t = self.local("prev", self.t.ptr().ty());
                self.emit(assign(&t, offset));
                Ok(Val::Ptr {
                    obj,
                    offset: var(&t, NO_SPAN),
                })
            }
            v => {
                let ivl_ty = self
                    .t
                    .ivl_type(ty)
                    .ok_or(())
                    .or_else(|_| unsupported(None, "this value"))?;
                let t = self.local("prev", ivl_ty);
                let e = self.coerce(v, ty, None)?;
                self.emit(assign(&t, e));
                Ok(Val::int(var(&t, NO_SPAN), ty))
            }
        }
    }

    fn binary(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let op = n.opcode.as_deref().unwrap_or("");
        let ty = self.t.ctype(n);
        match op {
            "=" => {
                // C++17: the right side (its side effects too) before the
                // left: `A[i++] = B[i]` reads B at the old i.
                let (left, p) = self.capture(|f| f.place(&n.inner[0]))?;
                let mut v = self.value(&n.inner[1])?;
                if !left.is_empty() {
                    v = self.staged(v);
                    left.into_iter().for_each(|s| self.emit(s));
                }
                self.assigned_value(p, v, &ty, at)
            }
            "," => {
                self.effects(&n.inner[0])?;
                self.value(&n.inner[1])
            }
            // On OpenCL vectors, lane by lane and without short-circuit:
            // -1 where the lanes' truths combine to true, else 0.
            "&&" | "||" if is_vector(&ty) => {
                let a = self.value(&n.inner[0])?;
                let (right, b) = self.capture(|f| f.value(&n.inner[1]))?;
                let a = if right.is_empty() { a } else { self.staged(a) };
                right.into_iter().for_each(|s| self.emit(s));
                let (elem, count) = vector_of(&ty);
                let lanes = lanes_of(a, count)
                    .into_iter()
                    .zip(lanes_of(b, count))
                    .map(|(x, y)| {
                        let holds = if op == "&&" {
                            and(x.truth(), y.truth())
                        } else {
                            simplified_or(x.truth(), y.truth())
                        };
                        vector_truth(holds, &elem)
                    })
                    .collect();
                Ok(vector(lanes))
            }
            "&&" | "||" => {
                let a = self.value(&n.inner[0])?.truth();
                let (stmts, b) = self.capture(|f| f.value(&n.inner[1]).map(Val::truth))?;
                if stmts.is_empty() && (self.in_spec || !reads_memory(&n.inner[1])) {
                    return Ok(Val::Bool(if op == "&&" {
                        and(a, b)
                    } else {
                        simplified_or(a, b)
                    }));
                }
                let t = self.local("cond", bool_type());
                self.emit(assign(&t, a));
                let mut then = stmts;
                then.push(assign(&t, b));
                let guard = if op == "&&" {
                    var(&t, NO_SPAN)
                } else {
                    simplified_not(var(&t, NO_SPAN))
                };
                self.emit(if_then(guard, then, Vec::new()));
                Ok(Val::Bool(var(&t, NO_SPAN)))
            }
            _ => {
                let lt = self.t.ctype(&n.inner[0]);
                let rt = self.t.ctype(&n.inner[1]);
                // The left operand is evaluated first, its memory reads
                // too, before the right one's side effects (C++17 orders
                // `<<` and `>>` so; for the others it is the order Clang
                // emits): `c << c++`, `s[i] + f()` with a barrier in f.
                let a = self.value(&n.inner[0])?;
                let (right, b) = self.capture(|f| f.value(&n.inner[1]))?;
                let a = if right.is_empty() { a } else { self.staged(a) };
                right.into_iter().for_each(|s| self.emit(s));
                if matches!(op, "==" | "!=" | "<" | "<=" | ">" | ">=") {
                    if is_vector(&lt) {
                        // Lane by lane: -1 where the comparison holds, else 0.
                        let (elem, count) = vector_of(&lt);
                        let (result_elem, _) = vector_of(&ty);
                        let w = bits_of(&result_elem);
                        let mut out = Vec::new();
                        for (x, y) in lanes_of(a, count).into_iter().zip(lanes_of(b, count)) {
                            let holds = self.compare(op, x, y, &elem, at)?.truth();
                            out.push(Val::int(
                                if_then_else(holds, bv(u128::MAX, w), bv(0, w)),
                                &result_elem,
                            ));
                        }
                        return Ok(vector(out));
                    }
                    return self.compare(op, a, b, &lt, at);
                }
                match (&a, &b) {
                    (Val::Ptr { .. } | Val::Multi { .. }, _)
                    | (_, Val::Ptr { .. } | Val::Multi { .. }) => {
                        self.pointer_arith(op, a, b, &lt, &rt, &ty, at)
                    }
                    _ => self.arith(op, a, b, &ty, at),
                }
            }
        }
    }

    fn compound_assign(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let op = n.opcode.as_deref().unwrap_or("").trim_end_matches('=');
        let p = self.place(&n.inner[0])?;
        let rhs = self.value(&n.inner[1])?;
        let old = self.read(&p, at)?;
        let lhs_ty = self.t.ctype(&n.inner[0]);
        let new = if let Val::Ptr { .. } | Val::Multi { .. } = old {
            let rt = self.t.ctype(&n.inner[1]);
            self.pointer_arith(op, old, rhs, &lhs_ty, &rt, &lhs_ty, at)?
        } else {
            let compute = n
                .compute_lhs_type
                .as_ref()
                .map(|t| self.t.types.parse_type(t))
                .unwrap_or_else(|| lhs_ty.clone());
            let result = n
                .compute_result_type
                .as_ref()
                .map(|t| self.t.types.parse_type(t))
                .unwrap_or_else(|| lhs_ty.clone());
            let old = self.convert(old, &compute, at)?;
            let rhs = if op == "<<" || op == ">>" {
                rhs
            } else {
                self.convert(rhs, &compute, at)?
            };
            self.arith(op, old, rhs, &result, at)?
        };
        self.assigned_value(p, new, &lhs_ty, at)
    }

    /// Writes `v` to `p`; the value of the assignment is what was written
    /// (read back from a variable, but never from memory, which would be
    /// an access C does not make).
    fn assigned_value(&mut self, p: Place, v: Val, ty: &CType, at: Option<&Loc>) -> Result<Val> {
        match &p {
            Place::Elem { .. }
            | Place::Bytes { .. }
            | Place::Multi { .. }
            | Place::Record {
                base: RecordBase::Mem { .. } | RecordBase::Multi { .. },
                ..
            } => {
                // Held in locals first: the value may read the element the
                // write changes (`++B[t]` is B[t] + 1 of the old B[t]).
                let v = self.staged(v);
                let written = match ty {
                    CType::Record(_) | CType::Pointer(..) => v.clone(),
                    t => Val::int(self.coerce(v.clone(), t, at)?, t),
                };
                self.write(&p, v, at)?;
                Ok(written)
            }
            Place::Lanes(_) => {
                let v = self.staged(v);
                self.write(&p, v.clone(), at)?;
                Ok(v)
            }
            _ => {
                self.write(&p, v, at)?;
                self.read(&p, at)
            }
        }
    }

    /// GNU's statement expression `({ s1; ...; e; })` (PPCG's `ppcg_min`):
    /// the statements in order, its value the last one's when that is an
    /// expression (else nothing).
    fn statement_expression(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let Some(body) = n.inner.first().filter(|b| b.is("CompoundStmt")) else {
            return unsupported(at, "a statement expression without a body");
        };
        let Some((last, rest)) = body.inner.split_last() else {
            return Ok(Val::Void);
        };
        let jump = |flags: super::stmt::Flags| {
            if flags.is_empty() {
                Ok(())
            } else {
                unsupported(at, "a jump out of a statement expression")
            }
        };
        for s in rest {
            let flags = self.statement(s)?;
            jump(flags)?;
        }
        let is_expression = last.kind.ends_with("Expr")
            || last.kind.ends_with("Operator")
            || last.kind == "ExprWithCleanups";
        if is_expression {
            return self.value(last);
        }
        let flags = self.statement(last)?;
        jump(flags)?;
        Ok(Val::Void)
    }

    /// OpenCL's `c ? a : b` with a vector condition: `select(b, a, c)`,
    /// lane by lane (lane `k` is `a`'s where the top bit of `c`'s lane `k`
    /// is set), every operand evaluated.
    fn vector_conditional(&mut self, n: &'a Node, ty: &CType) -> Result<Val> {
        let at = n.at.as_ref();
        let (elem, count) = vector_of(ty);
        let mut operands = Vec::new();
        for operand in &n.inner[..3] {
            let v = self.value(operand)?;
            operands.push(lanes_of(self.staged(v), count));
        }
        let [conds, firsts, seconds] = <[Vec<Val>; 3]>::try_from(operands).expect("three operands");
        let mut lanes = Vec::new();
        for ((c, a), b) in conds.into_iter().zip(firsts).zip(seconds) {
            let set = match c {
                Val::Int(c, bits, _) => apply(&format!("bv{bits}_slt"), vec![c, bv(0, bits)]),
                Val::Bool(c) => c,
                _ => return unsupported(at, "a condition that is not an integer vector"),
            };
            let a = self.coerce(a, &elem, at)?;
            let b = self.coerce(b, &elem, at)?;
            lanes.push(Val::int(if_then_else(set, a, b), &elem));
        }
        Ok(vector(lanes))
    }

    pub fn conditional(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let ty = self.t.ctype(n);
        if is_vector(&self.t.ctype(&n.inner[0])) {
            return self.vector_conditional(n, &ty);
        }
        let c = self.value(&n.inner[0])?.truth();
        let (sa, a) = self.capture(|f| f.value(&n.inner[1]))?;
        let (sb, b) = self.capture(|f| f.value(&n.inner[2]))?;
        let pure = sa.is_empty()
            && sb.is_empty()
            && (self.in_spec || !reads_memory(&n.inner[1]) && !reads_memory(&n.inner[2]));
        if let (Some((base_a, a, objs_a)), Some((base_b, b, objs_b))) =
            (pointer_parts(&a), pointer_parts(&b))
        {
            // `c ? A : B`: a pointer that reaches either (or both's arrays,
            // when an arm may reach several), B's numbered after A's.
            let shift = |e: Expr| match objs_a.len() {
                0 => e,
                k => apply("bv32_add", vec![e, bv(k as u128, 32)]),
            };
            let (base, offset) = match pure {
                true => (
                    if_then_else(c.clone(), base_a, shift(base_b)),
                    if_then_else(c, a, b),
                ),
                // Each side's effects (`&A[s.n * i]` reads s.n) run on its
                // side only, after the condition is held.
                false => {
                    let held = self.local("cond", bool_type());
                    self.emit(assign(&held, c));
                    let offset = self.local("cond.offset", self.t.ptr().ty());
                    let base = self.local("cond.base", bv_type(32));
                    let (mut then, mut els) = (sa, sb);
                    then.push(assign(&offset, a));
                    then.push(assign(&base, base_a));
                    els.push(assign(&offset, b));
                    els.push(assign(&base, shift(base_b)));
                    self.emit(if_then(var(&held, NO_SPAN), then, els));
                    (var(&base, NO_SPAN), var(&offset, NO_SPAN))
                }
            };
            return Ok(match (objs_a.as_slice(), objs_b.as_slice()) {
                ([oa], [ob]) if oa == ob => Val::Ptr { obj: *oa, offset },
                _ => Val::Multi {
                    base,
                    offset,
                    objs: [objs_a, objs_b].concat(),
                },
            });
        }
        if matches!(ty, CType::Void) {
            self.emit(if_then(c, sa, sb));
            return Ok(Val::Void);
        }
        if let (CType::Record(r), Val::Record(fa), Val::Record(fb)) = (&ty, &a, &b) {
            return self.conditional_record(r, c, (sa, fa.clone()), (sb, fb.clone()), pure, at);
        }
        let ea = self.coerce(a, &ty, at)?;
        let eb = self.coerce(b, &ty, at)?;
        if pure {
            return Ok(Val::int(if_then_else(c, ea, eb), &ty));
        }
        let ivl_ty = self
            .t
            .ivl_type(&ty)
            .ok_or(())
            .or_else(|_| unsupported(at, "a conditional of this type"))?;
        let t = self.local("cond", ivl_ty);
        let mut then = sa;
        then.push(assign(&t, ea));
        let mut els = sb;
        els.push(assign(&t, eb));
        self.emit(if_then(c, then, els));
        Ok(Val::int(var(&t, NO_SPAN), &ty))
    }
}

impl<'t, 'a> Func<'t, 'a> {
    /// `c ? a : b` of two structs of `record`, field by field; each
    /// branch's statements run on its side only.
    fn conditional_record(
        &mut self,
        record: &str,
        c: Expr,
        (sa, fa): (Vec<Stmt>, Vec<(String, Val)>),
        (sb, fb): (Vec<Stmt>, Vec<(String, Val)>),
        pure: bool,
        at: Option<&Loc>,
    ) -> Result<Val> {
        let leaves = self.t.record_leaves(record, at)?;
        let lined_up = |f: &[(String, Val)]| {
            f.len() == leaves.len() && f.iter().zip(&leaves).all(|(x, l)| x.0 == l.0)
        };
        if !lined_up(&fa) || !lined_up(&fb) {
            return unsupported(
                at,
                format!("a conditional of two {record} values ivl cannot line up"),
            );
        }
        let (mut then, mut els) = (sa, sb);
        let mut fields = Vec::new();
        for (((path, lty), (_, va)), (_, vb)) in leaves.into_iter().zip(fa).zip(fb) {
            let ea = self.coerce(va, &lty, at)?;
            let eb = self.coerce(vb, &lty, at)?;
            let e = if pure {
                if_then_else(c.clone(), ea, eb)
            } else {
                let ivl_ty =
                    self.t.ivl_type(&lty).ok_or(()).or_else(|_| {
                        unsupported(at, "a conditional of structs holding pointers")
                    })?;
                let t = self.local("cond", ivl_ty);
                then.push(assign(&t, ea));
                els.push(assign(&t, eb));
                var(&t, NO_SPAN)
            };
            fields.push((path, Val::int(e, &lty)));
        }
        if !pure {
            self.emit(if_then(c, then, els));
        }
        Ok(Val::Record(fields))
    }
}

/// Whether an IVL expression reads a map.
fn reads(e: &Expr) -> bool {
    let mut found = matches!(e.kind, ExprKind::Select(..));
    e.for_each_child(&mut |c| found |= reads(c));
    found
}

/// The bits of `e` when it is a float literal of width `w`
/// (`floatW_from_bits(B)`).
pub fn float_literal_bits(e: &Expr, w: FloatFormat) -> Option<u128> {
    let ExprKind::Apply(f, args) = &e.kind else {
        return None;
    };
    match args.as_slice() {
        [arg] if f.name == format!("{w}_from_bits") => match &arg.kind {
            ExprKind::Bv(digits, _) => digits.parse().ok(),
            _ => None,
        },
        _ => None,
    }
}

/// The bits of the value of format `w` nearest to `x` (C's conversion of a
/// constant, rounding to nearest).
pub fn float_encoding(x: f64, w: FloatFormat) -> u128 {
    match w {
        FloatFormat::Half => u128::from(half::f16::from_f64(x).to_bits()),
        FloatFormat::BFloat => u128::from(bf16_nearest(x)),
        FloatFormat::Single => u128::from((x as f32).to_bits()),
        FloatFormat::Double => u128::from(x.to_bits()),
    }
}

/// The bfloat16 nearest to `x` (ties to even), rounded once: through a
/// float rounded to odd, whose 16 extra bits make the second rounding
/// exact (rounding to nearest twice, as `half::bf16::from_f64` does, can
/// land on the wrong neighbour: 2^24 + 2^16 + 1).
fn bf16_nearest(x: f64) -> u16 {
    if x.is_nan() {
        return 0x7fc0 | if x.is_sign_negative() { 0x8000 } else { 0 };
    }
    let mut f = x as f32;
    if f.is_finite() && f64::from(f) != x {
        // Toward zero, then the lowest bit set: rounded to odd.
        if f64::from(f).abs() > x.abs() {
            f = f32::from_bits(f.to_bits() - 1);
        }
        f = f32::from_bits(f.to_bits() | 1);
    }
    let bits = f.to_bits();
    let rounded = bits.wrapping_add(0x7fff + ((bits >> 16) & 1));
    (rounded >> 16) as u16
}

/// A lane of a vector comparison or logical operation: -1 where `holds`,
/// else 0, of the lane type `elem`.
fn vector_truth(holds: Expr, elem: &CType) -> Val {
    let w = bits_of(elem);
    Val::int(if_then_else(holds, bv(u128::MAX, w), bv(0, w)), elem)
}

/// A pointer's base (which of its arrays it reaches), offset and arrays.
fn pointer_parts(v: &Val) -> Option<(Expr, Expr, Vec<ObjId>)> {
    match v {
        Val::Ptr { obj, offset } => Some((bv(0, 32), offset.clone(), vec![*obj])),
        Val::Multi { base, offset, objs } => Some((base.clone(), offset.clone(), objs.clone())),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::bf16_nearest;

    #[test]
    fn bfloat16_constants_round_once() {
        assert_eq!(bf16_nearest(1.0), 0x3f80);
        assert_eq!(bf16_nearest(-2.5), 0xc020);
        assert_eq!(bf16_nearest(16842752.0), 0x4b80);
        assert_eq!(bf16_nearest(16842753.0), 0x4b81);
        assert_eq!(bf16_nearest(1077936129.0), 0x4e81);
        assert_eq!(bf16_nearest(f64::INFINITY), 0x7f80);
        assert_eq!(bf16_nearest(1e39), 0x7f80);
        assert_eq!(bf16_nearest(0.0), 0x0000);
    }
}
