//! C expressions: values, places (lvalues) and C's arithmetic.
//!
//! Side effects (assignments, `++`, calls) are emitted as statements
//! before the expression that uses their value; the right operand of `&&`
//! and `||` and the arms of `?:` become conditional code when they have
//! effects or read memory, so that their accesses happen only when C
//! evaluates them.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::build::source_attr;
use super::func::{Binding, Func};
use super::memory::{flat_len, is_local_memory};
use super::translator::{unsupported, Result};
use super::value::{convert_int, float_zero, ivl_type, resize, zero, ObjId, Val};
use crate::clang::ast::{callee_name, constant_value, strip, Loc, Node};
use crate::ctype::{bits_of, describe, swizzle, vector_lanes, CType};
use crate::Dialect;

/// What an lvalue denotes.
#[derive(Clone, Debug)]
pub enum Place {
    /// Element `index` of whichever of `objs` the base (an index into
    /// `objs`) names: a pointer that may reach several arrays, or null.
    Multi {
        base: Expr,
        index: Expr,
        objs: Vec<ObjId>,
    },
    Scalar {
        name: String,
        ty: CType,
    },
    /// An element of a memory object.
    Elem {
        obj: ObjId,
        index: Expr,
    },
    /// An array (a whole array variable, or a row of one): it decays to a
    /// pointer to its first element.
    Array {
        obj: ObjId,
        offset: Expr,
    },
    /// A pointer variable (its declaration id).
    Pointer {
        id: String,
    },
    /// A read-only value, such as `threadIdx.x`.
    Value(Val),
    /// A struct (or a struct field that is a struct): `path` from the
    /// variable or element to it (empty for the whole struct).
    Record {
        base: RecordBase,
        record: String,
        path: String,
    },
}

/// Where a struct lives.
#[derive(Clone, Debug)]
pub enum RecordBase {
    /// Element `index` of an array of structs.
    Mem { obj: ObjId, index: Expr },
    /// A variable: a local per scalar field, `prefix.path`.
    Local { prefix: String },
}

fn join(path: &str, field: &str) -> String {
    if path.is_empty() {
        field.to_string()
    } else {
        format!("{path}.{field}")
    }
}

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
                Val::Float(e, w) => (e, ty(TypeKind::Named(ident(&format!("float{w}"), NO_SPAN)))),
                Val::Ptr { offset, .. } => (offset, bv_type(32)),
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

    /// The value of `n` converted to C type `ty`, as an IVL expression.
    pub fn coerce(&mut self, v: Val, ty: &CType, at: Option<&Loc>) -> Result<Expr> {
        Ok(match (ty, v) {
            (CType::Bool, v) => v.truth(),
            (CType::Int { bits, signed }, v) => convert_int(v, *bits, *signed),
            (CType::Float(w), Val::Float(e, fw)) if fw == *w => e,
            (CType::Float(w), Val::Float(e, fw)) => {
                apply(&format!("float{fw}_to_float{w}"), vec![e])
            }
            (CType::Float(w), Val::Bool(b)) => {
                if_then_else(b, float_from_int(bv(1, 32), 32, true, *w), float_zero(*w))
            }
            (CType::Float(w), Val::Int(e, bits, signed)) => float_from_int(e, bits, signed, *w),
            (CType::Pointer(..), Val::Ptr { offset, .. }) => offset,
            (t, _) => return unsupported(at, format!("a conversion to {}", describe(t))),
        })
    }

    /// The value of `v` as C type `ty`.
    fn convert(&mut self, v: Val, ty: &CType, at: Option<&Loc>) -> Result<Val> {
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

    pub fn value(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        match n.kind.as_str() {
            "ParenExpr"
            | "ExprWithCleanups"
            | "MaterializeTemporaryExpr"
            | "SubstNonTypeTemplateParmExpr"
            | "CXXBindTemporaryExpr" => {
                let child = n
                    .inner
                    .iter()
                    .find(|c| !c.kind.is_empty() && c.kind != "NonTypeTemplateParmDecl")
                    .ok_or(())
                    .or_else(|_| unsupported(at, "an empty expression"))?;
                self.value(child)
            }
            "ConstantExpr" => match (constant_value(n), self.t.ctype(n)) {
                (Some(v), ty @ CType::Int { .. }) => Ok(Val::int(bv(v as u128, bits_of(&ty)), &ty)),
                _ => self.value(&n.inner[0]),
            },
            "IntegerLiteral" | "CharacterLiteral" => {
                let ty = self.t.ctype(n);
                let v = constant_value(n)
                    .ok_or(())
                    .or_else(|_| unsupported(at, "this literal"))?;
                Ok(Val::int(bv(v as u128, bits_of(&ty)), &ty))
            }
            "CXXBoolLiteralExpr" => Ok(Val::Bool(boolean(constant_value(n) == Some(1)))),
            "FloatingLiteral" => {
                let text = n.value.as_ref().and_then(|v| v.as_str()).unwrap_or("0");
                let x: f64 = text
                    .parse()
                    .or_else(|_| unsupported(at, format!("the float literal {text}")))?;
                match self.t.ctype(n) {
                    CType::Float(32) => Ok(Val::Float(
                        apply(
                            "float32_from_bits",
                            vec![bv(u128::from((x as f32).to_bits()), 32)],
                        ),
                        32,
                    )),
                    _ => Ok(Val::Float(
                        apply("float64_from_bits", vec![bv(u128::from(x.to_bits()), 64)]),
                        64,
                    )),
                }
            }
            "ImplicitCastExpr"
            | "CStyleCastExpr"
            | "CXXStaticCastExpr"
            | "CXXFunctionalCastExpr" => self.cast(n),
            "DeclRefExpr" | "ArraySubscriptExpr" | "MemberExpr" => {
                let p = self.place(n)?;
                self.read(&p, at)
            }
            "UnaryOperator" => self.unary(n),
            "BinaryOperator" => self.binary(n),
            "CompoundAssignOperator" => self.compound_assign(n),
            "ConditionalOperator" => self.conditional(n),
            "CallExpr" => self.call(n),
            "UnaryExprOrTypeTraitExpr" => {
                let ty = match &n.arg_type {
                    Some(t) => self.t.types.parse(t.canonical()),
                    None => self.t.ctype(&n.inner[0]),
                };
                let size = match n.name() {
                    "sizeof" => ty.size(),
                    _ => None,
                };
                let size = size
                    .ok_or(())
                    .or_else(|_| unsupported(at, format!("{} of {}", n.name(), describe(&ty))))?;
                let rt = self.t.ctype(n);
                Ok(Val::int(bv(u128::from(size), bits_of(&rt)), &rt))
            }
            "ExtVectorElementExpr" => self.components(n),
            "CompoundLiteralExpr" => self.value(&n.inner[0]),
            "InitListExpr" => match self.t.ctype(n) {
                CType::Record(name) if vector_lanes(&name).is_some() => {
                    let (elem, count) = vector_lanes(&name).expect("a vector");
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
                _ => unsupported(at, "an initialiser list here"),
            },
            "StringLiteral" => unsupported(at, "string literals"),
            "CXXNullPtrLiteralExpr" | "GNUNullExpr" => unsupported(at, "null pointers"),
            "CXXConstructExpr"
                if n.inner.len() == 1 && matches!(self.t.ctype(n), CType::Record(_)) =>
            {
                // A trivial copy of a struct.
                self.value(&n.inner[0])
            }
            "CXXOperatorCallExpr" if callee_is(n, "operator=") && n.inner.len() == 3 => {
                let p = self.place(&n.inner[1])?;
                let v = self.value(&n.inner[2])?;
                self.write(&p, v, at)?;
                self.read(&p, at)
            }
            "CXXMemberCallExpr" => self.method_call(n),
            "CXXThisExpr"
            | "CXXOperatorCallExpr"
            | "CXXConstructExpr"
            | "CXXTemporaryObjectExpr" => {
                unsupported(at, "C++ member functions, constructors and operators")
            }
            "CXXDefaultArgExpr" => unsupported(at, "default arguments"),
            "LambdaExpr" => unsupported(at, "lambdas"),
            other => unsupported(at, format!("the expression {other}")),
        }
    }

    fn cast(&mut self, n: &'a Node) -> Result<Val> {
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
            "LValueToRValue" => {
                let p = self.place(child)?;
                self.read(&p, at)
            }
            "ArrayToPointerDecay" => match self.place(child)? {
                Place::Array { obj, offset } => Ok(Val::Ptr { obj, offset }),
                _ => unsupported(at, "this array"),
            },
            "FunctionToPointerDecay" | "BuiltinFnToFnPtr" => unsupported(at, "function pointers"),
            "NullToPointer" => {
                self.effects(child)?;
                let null = self.null_object();
                Ok(Val::Ptr {
                    obj: null,
                    offset: bv(0, 32),
                })
            }
            "IntegralToPointer" => unsupported(at, "a pointer made from an integer"),
            // OpenCL's `0` as an event.
            "ZeroToOCLOpaqueType" => Ok(Val::int(bv(0, 32), &CType::int(32, false))),
            "PointerToIntegral" => unsupported(at, "a pointer converted to an integer"),
            "BitCast" | "AddressSpaceConversion" => {
                let v = self.value(child)?;
                let from = self.t.ctype(child);
                // Back from `void *` to what the pointer really reaches, or
                // null, which may become any pointer.
                let reaches = |f: &Self, o: &ObjId| {
                    let o = &f.t.objects[*o];
                    o.null || Some(&o.elem) == target.pointee()
                };
                let fits = match &v {
                    Val::Ptr { obj, .. } => reaches(self, obj),
                    Val::Multi { objs, .. } => objs.iter().all(|o| reaches(self, o)),
                    _ => false,
                };
                let same = fits
                    || match (from.pointee(), target.pointee()) {
                        (Some(a), Some(b)) => a == b,
                        _ => false,
                    };
                if !same && !matches!(target.pointee(), Some(CType::Void)) {
                    return unsupported(
                        at,
                        format!("a cast from {} to {}", describe(&from), describe(&target)),
                    );
                }
                Ok(v)
            }
            "ToVoid" => {
                self.effects(child)?;
                Ok(Val::Void)
            }
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

    /// The place an lvalue expression denotes.
    pub fn place(&mut self, n: &'a Node) -> Result<Place> {
        let at = n.at.as_ref();
        match n.kind.as_str() {
            "ParenExpr" => self.place(&n.inner[0]),
            "DeclRefExpr" => self.decl_place(n),
            "ArraySubscriptExpr" => {
                let (base, index) = if self.t.ctype(&n.inner[0]).pointee().is_some() {
                    (&n.inner[0], &n.inner[1])
                } else {
                    (&n.inner[1], &n.inner[0])
                };
                let pointer = self.value(base)?;
                let iv = self.value(index)?;
                let idx = convert_int(iv, 32, true);
                let elem = self.t.ctype(n);
                self.pointed(pointer, idx, &elem, at)
            }
            "UnaryOperator" if n.opcode.as_deref() == Some("*") => {
                let pointer = self.value(&n.inner[0])?;
                let elem = self.t.ctype(n);
                self.pointed(pointer, bv(0, 32), &elem, at)
            }
            "MemberExpr" => self.member(n),
            "ExtVectorElementExpr" => {
                let lanes = self.swizzle(n)?;
                let [lane] = lanes.as_slice() else {
                    return unsupported(at, "assigning several vector components at once");
                };
                let base = self.place(&n.inner[0])?;
                self.field(base, &format!("s{lane:x}"), at)
            }
            "CXXOperatorCallExpr" if callee_is(n, "operator=") => {
                self.value(n)?;
                self.place(&n.inner[1])
            }
            "ImplicitCastExpr" if n.cast_kind.as_deref() == Some("NoOp") => self.place(&n.inner[0]),
            // The base part of a derived struct: its fields are the
            // derived's first ones, under the same names.
            "ImplicitCastExpr" | "CStyleCastExpr" | "CXXStaticCastExpr"
                if matches!(
                    n.cast_kind.as_deref(),
                    Some("DerivedToBase" | "UncheckedDerivedToBase")
                ) =>
            {
                match (self.place(&n.inner[0])?, self.t.ctype(n)) {
                    (Place::Record { base, path, .. }, CType::Record(record)) => {
                        Ok(Place::Record { base, record, path })
                    }
                    _ => unsupported(at, "this conversion to a base class"),
                }
            }
            other => unsupported(at, format!("the lvalue {other}")),
        }
    }

    /// What `pointer[index]` denotes.
    pub fn pointed(
        &mut self,
        pointer: Val,
        index: Expr,
        elem: &CType,
        at: Option<&Loc>,
    ) -> Result<Place> {
        match pointer {
            Val::Ptr { obj, offset } if self.t.objects[obj].null => {
                self.null_access(at);
                let _ = (offset, index);
                Ok(Place::Multi {
                    base: bv(0, 32),
                    index: bv(0, 32),
                    objs: vec![obj],
                })
            }
            Val::Ptr { obj, offset } => {
                self.stays_in_field(obj, &index, at)?;
                self.element(obj, offset, index, elem, at)
            }
            Val::Multi { base, offset, objs } => {
                if !elem.is_scalar() {
                    return unsupported(
                        at,
                        "a struct or array reached through a pointer that may reach several arrays",
                    );
                }
                let scale = flat_len(elem).unwrap_or(1);
                let scaled = times(index, scale);
                Ok(Place::Multi {
                    base,
                    index: add_offset(offset, scaled),
                    objs,
                })
            }
            _ => unsupported(at, "indexing something that is not a pointer into an array"),
        }
    }

    /// Whether a pointer is not null.
    fn not_null(&mut self, v: Val) -> Expr {
        match v {
            Val::Ptr { obj, .. } => boolean(!self.t.objects[obj].null),
            Val::Multi { base, objs, .. } => objs
                .iter()
                .enumerate()
                .filter(|(_, o)| !self.t.objects[**o].null)
                .map(|(k, _)| eq(base.clone(), bv(k as u128, 32)))
                .reduce(simplified_or)
                .unwrap_or(boolean(false)),
            other => other.truth(),
        }
    }

    /// An access through null: `assert false`, reported as such.
    pub fn null_access(&mut self, at: Option<&Loc>) {
        self.check(
            &["null-access"],
            "possible null pointer access".into(),
            boolean(false),
            at,
        );
    }

    /// `assert {:msg "message"} {:check CLASS...} {:source ...} e;`: a
    /// check the front end adds, of the class `class` (spec/ivl.md section
    /// 7), reported with its own message at the C position.
    pub fn check(&mut self, class: &[&str], message: String, e: Expr, at: Option<&Loc>) {
        let texts = |items: &[&str]| {
            items
                .iter()
                .map(|t| AttrArg::Str(t.to_string(), Default::default()))
                .collect()
        };
        let mut attrs = vec![
            attr("msg", vec![AttrArg::Str(message, Default::default())]),
            attr("check", texts(class)),
        ];
        attrs.extend(at.map(source_attr));
        self.emit(stmt(StmtKind::Assert(attrs, e), NO_SPAN));
    }

    /// `if (base == 0) { f(objs[0]) } else if ... else { f(last) }`, null
    /// entries an error.
    fn by_base(
        &mut self,
        base: &Expr,
        objs: &[ObjId],
        at: Option<&Loc>,
        mut each: impl FnMut(&mut Self, ObjId) -> Result<()>,
    ) -> Result<()> {
        let mut chain: Vec<Stmt> = Vec::new();
        for (k, &obj) in objs.iter().enumerate().rev() {
            let (stmts, ()) = self.capture(|f| {
                if f.t.objects[obj].null {
                    f.null_access(at);
                    Ok(())
                } else {
                    each(f, obj)
                }
            })?;
            chain = if k + 1 == objs.len() {
                stmts
            } else {
                vec![if_then(eq(base.clone(), bv(k as u128, 32)), stmts, chain)]
            };
        }
        for s in chain {
            self.emit(s);
        }
        Ok(())
    }

    /// Element `index` (counted in values of `elem`) from `offset`.
    fn element(
        &mut self,
        obj: ObjId,
        offset: Expr,
        index: Expr,
        elem: &CType,
        at: Option<&Loc>,
    ) -> Result<Place> {
        let scale = flat_len(elem)
            .ok_or(())
            .or_else(|_| unsupported(at, format!("memory holding {}", describe(elem))))?;
        let scaled = times(index, scale);
        let index = add_offset(offset, scaled);
        if !matches!(elem, CType::Array(..)) {
            self.bounds(obj, &index, at);
        }
        Ok(match elem {
            CType::Array(..) => Place::Array { obj, offset: index },
            CType::Record(record) => Place::Record {
                base: RecordBase::Mem { obj, index },
                record: record.clone(),
                path: String::new(),
            },
            _ => Place::Elem { obj, index },
        })
    }

    /// The lanes an `ExtVectorElementExpr` selects (`v.xy`): Clang's JSON
    /// does not carry the accessor, so it is read from the source.
    fn swizzle(&mut self, n: &Node) -> Result<Vec<u32>> {
        let at = n.at.as_ref();
        let base = self.t.ctype(&n.inner[0]);
        let CType::Record(name) = &base else {
            return unsupported(at, "components of something that is not a vector");
        };
        let (_, count) = vector_lanes(name)
            .ok_or(())
            .or_else(|_| unsupported(at, "components of something that is not a vector"))?;
        let accessor = n.last_token.as_ref().and_then(|t| self.t.token_text(t));
        match accessor.as_deref().and_then(|a| swizzle(a, count)) {
            Some(lanes) => Ok(lanes),
            None => unsupported(at, "vector components written by a macro"),
        }
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

    /// Under `--check-array-bounds`, outside specifications: checks that
    /// element `index` of `obj` exists.
    fn bounds(&mut self, obj: ObjId, index: &Expr, at: Option<&Loc>) {
        if self.t.config.check_array_bounds && !self.in_spec {
            self.check_bounds(obj, index, at);
        }
    }

    /// GPUVerify's `--check-array-bounds`: the element index is not
    /// negative, and below the array's length when the declaration gives it.
    fn check_bounds(&mut self, obj: ObjId, index: &Expr, at: Option<&Loc>) {
        let o = &self.t.objects[obj];
        let mut ok = apply("bv32_sle", vec![bv(0, 32), index.clone()]);
        if let Some(n) = o.length {
            ok = and(
                ok,
                apply("bv32_slt", vec![index.clone(), bv(u128::from(n), 32)]),
            );
        }
        let message = format!("possible array out-of-bounds access on array {}", o.name);
        let array = o.name.clone();
        self.check(&["out-of-bounds", &array], message, ok, at);
    }

    /// Field `field` of the struct at `place`.
    fn field(&mut self, place: Place, field: &str, at: Option<&Loc>) -> Result<Place> {
        let Place::Record { base, record, path } = place else {
            return unsupported(
                at,
                format!("the member `{field}` of something that is not a struct"),
            );
        };
        let Some(ty) = self
            .t
            .record_fields(&record)
            .and_then(|fs| fs.into_iter().find(|(f, _)| f == field))
            .map(|(_, t)| t)
        else {
            return unsupported(at, format!("the member `{field}` of struct {record}"));
        };
        let path = join(&path, field);
        if let (CType::Pointer(..), RecordBase::Local { prefix }) = (&ty, &base) {
            if let Some(&obj) = self.pointer_fields.get(&format!("{prefix}.{path}")) {
                return Ok(Place::Value(Val::Ptr {
                    obj,
                    offset: bv(0, 32),
                }));
            }
        }
        match ty {
            CType::Record(inner) => Ok(Place::Record {
                base,
                record: inner,
                path,
            }),
            t if t.is_scalar() => Ok(match base {
                RecordBase::Mem { obj, index } => {
                    let leaf = self.t.objects[obj]
                        .leaves
                        .iter()
                        .find(|(p, _)| *p == path)
                        .map(|(_, o)| *o)
                        .expect("every scalar field has an object");
                    Place::Elem { obj: leaf, index }
                }
                RecordBase::Local { prefix } => Place::Scalar {
                    name: format!("{prefix}.{path}"),
                    ty: t,
                },
            }),
            other => unsupported(
                at,
                format!("the member `{field}` of type {}", describe(&other)),
            ),
        }
    }

    /// A variable kept in memory (its address is taken): element 0.
    fn cell_place(&self, obj: ObjId) -> Place {
        match &self.t.objects[obj].elem {
            CType::Record(record) => Place::Record {
                base: RecordBase::Mem {
                    obj,
                    index: bv(0, 32),
                },
                record: record.clone(),
                path: String::new(),
            },
            _ => Place::Elem {
                obj,
                index: bv(0, 32),
            },
        }
    }

    /// The place of a variable this function declared.
    pub fn place_of_decl(&mut self, d: &Node) -> Result<Place> {
        match self.bindings.get(&d.id).cloned() {
            Some(Binding::Record { prefix, record }) => Ok(Place::Record {
                base: RecordBase::Local { prefix },
                record,
                path: String::new(),
            }),
            Some(Binding::Scalar { name, ty }) => Ok(Place::Scalar { name, ty }),
            Some(Binding::Cell(obj)) => Ok(self.cell_place(obj)),
            _ => unsupported(d.at.as_ref(), format!("the variable `{}`", d.name())),
        }
    }

    fn decl_place(&mut self, n: &'a Node) -> Result<Place> {
        let at = n.at.as_ref();
        let d = n
            .referenced_decl
            .as_ref()
            .ok_or(())
            .or_else(|_| unsupported(at, "this name"))?;
        if let Some(b) = self.bindings.get(&d.id) {
            return Ok(match b.clone() {
                Binding::Scalar { name, ty } => Place::Scalar { name, ty },
                Binding::Pointer { .. } | Binding::MultiPointer { .. } => {
                    Place::Pointer { id: d.id.clone() }
                }
                Binding::FixedPointer { obj } => Place::Value(Val::Ptr {
                    obj,
                    offset: bv(0, 32),
                }),
                Binding::Object(obj) => Place::Array {
                    obj,
                    offset: bv(0, 32),
                },
                Binding::Record { prefix, record } => Place::Record {
                    base: RecordBase::Local { prefix },
                    record,
                    path: String::new(),
                },
                Binding::Cell(obj) => self.cell_place(obj),
            });
        }
        match d.kind.as_str() {
            "EnumConstantDecl" => {
                let Some((v, underlying)) = self.t.enum_values.get(&d.id).cloned() else {
                    return unsupported(at, "this enumerator");
                };
                // A C++ enumerator has its enumeration's type, a C one `int`.
                let ty = match self.t.dialect {
                    Dialect::Cuda => underlying,
                    Dialect::OpenCl => self.t.ctype(n),
                };
                Ok(Place::Value(Val::int(bv(v as u128, bits_of(&ty)), &ty)))
            }
            "VarDecl" => self.file_variable(n, &d.id),
            _ => unsupported(at, format!("the use of `{}`", d.name())),
        }
    }

    /// A file-scope variable: device, constant or shared memory (one map),
    /// or a constant with an initialiser.
    fn file_variable(&mut self, n: &'a Node, id: &str) -> Result<Place> {
        let at = n.at.as_ref();
        let Some(&d) = self.t.file_vars.get(id) else {
            return unsupported(
                at,
                format!(
                    "the variable `{}`",
                    n.referenced_decl.as_ref().map_or("", |d| d.name())
                ),
            );
        };
        if self.t.is_ours(d) {
            return unsupported(at, format!("`{}` used on its own", d.name()));
        }
        let ty = self.t.ctype(d);
        let init = d.inner.iter().find(|c| !c.kind.ends_with("Attr"));
        let constant =
            d.is_constexpr == Some(true) || d.type_str().starts_with("const ") && ty.is_scalar();
        if constant && ty.is_scalar() {
            if let Some(init) = init {
                let v = self.value(init)?;
                let e = self.coerce(v, &ty, at)?;
                return Ok(Place::Value(Val::int(e, &ty)));
            }
        }
        if let Some(&obj) = self.t.object_of_decl.get(id) {
            return Ok(object_place(obj, &ty));
        }
        let shared = d.has_attr("CUDASharedAttr") || is_local_memory(&ty, d.type_str());
        let read_only = d.has_attr("CUDAConstantAttr") || d.type_str().contains("__constant");
        let (elem, _) = ty.array_shape();
        if super::memory::is_dynamic_shared(d) {
            let obj = self.dynamic_shared(d, &elem.clone())?;
            return Ok(object_place(obj, &ty));
        }
        let space = if shared {
            MemorySpace::Shared
        } else {
            MemorySpace::Global
        };
        let obj = self.new_object(
            d.name(),
            elem.clone(),
            space,
            read_only,
            false,
            d.at.as_ref(),
        )?;
        self.set_length(obj, &ty);
        self.t.object_of_decl.insert(id.to_string(), obj);
        match (init, self.t.dialect) {
            // The host may overwrite CUDA's device and constant memory
            // before the launch (as GPUVerify has it): the contents stay
            // arbitrary.
            (Some(_), crate::dialect::Dialect::Cuda) | (None, _) => {}
            (Some(init), _) if read_only => self.constant_contents(obj, &ty, init)?,
            (Some(init), _) => {
                return unsupported(init.at.as_ref(), "an initialiser on global memory")
            }
        }
        Ok(object_place(obj, &ty))
    }

    /// OpenCL `__constant` memory with an initialiser: each element's
    /// value (elements not given are zero), a fact every kernel and every
    /// procedure verified on its own assumes on entry.
    fn constant_contents(&mut self, obj: ObjId, ty: &CType, init: &'a Node) -> Result<()> {
        let at = init.at.as_ref();
        let o = self.t.objects[obj].clone();
        if !o.leaves.is_empty() {
            return unsupported(at, "an initialiser on constant memory holding structs");
        }
        let mut facts = Vec::new();
        for (i, leaf) in self.t.init_leaves(init, ty)?.into_iter().enumerate() {
            let v = match leaf {
                Some(v) => {
                    let (stmts, v) = self.capture(|f| f.value(v))?;
                    if !stmts.is_empty() {
                        return unsupported(at, "an initialiser that is not constant");
                    }
                    v
                }
                None => zero(&o.elem),
            };
            let e = self.coerce(v, &o.elem, at)?;
            facts.push(eq(select(var(&o.name, NO_SPAN), bv(i as u128, 32)), e));
        }
        if let Some(all) = facts.into_iter().reduce(and) {
            self.t.constant_contents.push(all);
        }
        Ok(())
    }

    fn member(&mut self, n: &'a Node) -> Result<Place> {
        let at = n.at.as_ref();
        let base = strip(&n.inner[0]);
        if let Some(d) = base.referenced_decl.as_ref() {
            if let Some(e) = super::builtins::cuda_geometry(d.name(), n.name()) {
                if self
                    .t
                    .file_vars
                    .get(&d.id)
                    .is_some_and(|v| self.t.is_ours(v))
                {
                    return Ok(Place::Value(Val::Int(e, 32, false)));
                }
            }
        }
        let place = if base.is("CXXThisExpr") {
            match self.this.clone() {
                Some(Binding::Record { prefix, record }) => Place::Record {
                    base: RecordBase::Local { prefix },
                    record,
                    path: String::new(),
                },
                _ => return unsupported(at, "`this` outside a method"),
            }
        } else if n.is_arrow == Some(true) {
            let Val::Ptr { obj, offset } = self.value(&n.inner[0])? else {
                return unsupported(at, "`->` on something that is not a pointer into an array");
            };
            let pointee = self
                .t
                .ctype(&n.inner[0])
                .pointee()
                .cloned()
                .unwrap_or(CType::Void);
            self.element(obj, offset, bv(0, 32), &pointee, at)?
        } else {
            self.place(&n.inner[0])?
        };
        self.field(place, n.name(), at)
    }

    /// The scalar places of a struct place, with their paths inside it.
    fn record_leaves(
        &mut self,
        base: &RecordBase,
        record: &str,
        path: &str,
        at: Option<&Loc>,
    ) -> Result<Vec<(String, Place)>> {
        let mut out = Vec::new();
        for (leaf, ty) in self.t.record_leaves(record, at)? {
            let full = join(path, &leaf);
            let place = match base {
                RecordBase::Mem { obj, index } => {
                    let o = self.t.objects[*obj]
                        .leaves
                        .iter()
                        .find(|(p, _)| *p == full)
                        .map(|(_, o)| *o)
                        .expect("every scalar field has an object");
                    Place::Elem {
                        obj: o,
                        index: index.clone(),
                    }
                }
                RecordBase::Local { prefix } => Place::Scalar {
                    name: format!("{prefix}.{full}"),
                    ty,
                },
            };
            out.push((leaf, place));
        }
        Ok(out)
    }

    pub fn read(&mut self, p: &Place, at: Option<&Loc>) -> Result<Val> {
        Ok(match p {
            Place::Scalar { name, ty } => Val::int(var(name, NO_SPAN), ty),
            Place::Elem { obj, index } => {
                let o = &self.t.objects[*obj];
                Val::int(
                    select(var(&o.name, NO_SPAN), index.clone()),
                    &o.elem.clone(),
                )
            }
            Place::Array { obj, offset } => Val::Ptr {
                obj: *obj,
                offset: offset.clone(),
            },
            Place::Pointer { id } => match self.bindings.get(id) {
                Some(Binding::Pointer {
                    name,
                    obj: Some(obj),
                }) => Val::Ptr {
                    obj: *obj,
                    offset: var(name, NO_SPAN),
                },
                Some(Binding::MultiPointer { name, base, objs }) => Val::Multi {
                    base: var(base, NO_SPAN),
                    offset: var(name, NO_SPAN),
                    objs: objs.clone(),
                },
                _ => return unsupported(at, "a pointer read before it points into a known array"),
            },
            Place::Value(v) => v.clone(),
            Place::Multi { base, index, objs } => {
                let elem = objs
                    .iter()
                    .map(|o| &self.t.objects[*o])
                    .find(|o| !o.null)
                    .map(|o| o.elem.clone())
                    .unwrap_or(CType::int(32, true));
                if objs
                    .iter()
                    .map(|o| &self.t.objects[*o])
                    .any(|o| !o.null && o.elem != elem)
                {
                    return unsupported(at, "a pointer that may reach arrays of different types");
                }
                let t = self.local("read", ivl_type(&elem).expect("scalar elements"));
                let (base, index, objs) = (base.clone(), index.clone(), objs.clone());
                self.by_base(&base, &objs, at, |f, obj| {
                    f.bounds(obj, &index, at);
                    let name = f.t.objects[obj].name.clone();
                    f.emit(assign(&t, select(var(&name, NO_SPAN), index.clone())));
                    Ok(())
                })?;
                Val::int(var(&t, NO_SPAN), &elem)
            }
            Place::Record { base, record, path } => {
                let mut fields = Vec::new();
                for (leaf, place) in self.record_leaves(base, record, path, at)? {
                    fields.push((leaf, self.read(&place, at)?));
                }
                Val::Record(fields)
            }
        })
    }

    pub fn write(&mut self, p: &Place, v: Val, at: Option<&Loc>) -> Result<()> {
        match p {
            Place::Scalar { name, ty } => {
                let e = self.coerce(v, ty, at)?;
                self.emit(assign(name, e));
            }
            Place::Elem { obj, index } => {
                let o = self.t.objects[*obj].clone();
                if o.read_only {
                    // Constant memory cannot be written: an error where the
                    // write is reached (GPUVerify reports it likewise).
                    let message =
                        format!("possible attempt to modify constant memory `{}`", o.name);
                    self.check(&["constant-write", &o.name], message, boolean(false), at);
                    return Ok(());
                }
                let e = self.coerce(v, &o.elem, at)?;
                self.emit(store(&o.name, index.clone(), e));
                self.writes.insert(o.name.clone());
            }
            Place::Pointer { id } => {
                let id = id.clone();
                self.store_pointer(&id, v, at)?;
            }
            Place::Array { .. } => return unsupported(at, "assigning a whole array"),
            Place::Multi { base, index, objs } => {
                let (base, index, objs) = (base.clone(), index.clone(), objs.clone());
                self.by_base(&base, &objs, at, |f, obj| {
                    f.bounds(obj, &index, at);
                    let place = Place::Elem {
                        obj,
                        index: index.clone(),
                    };
                    f.write(&place, v.clone(), at)
                })?;
            }
            Place::Record { base, record, path } => {
                let Val::Record(values) = v else {
                    return unsupported(at, "assigning something that is not a struct to a struct");
                };
                let places = self.record_leaves(base, record, path, at)?;
                if places.len() != values.len() {
                    return unsupported(at, "assigning a struct of another type");
                }
                // Every field is read before any is written: `v = v.wzyx`
                // and `p = (int2)(p.y, p.x)` read the old lanes.
                let values: Vec<Val> = if values.len() > 1 {
                    values.into_iter().map(|(_, v)| self.staged(v)).collect()
                } else {
                    values.into_iter().map(|(_, v)| v).collect()
                };
                for ((_, place), value) in places.into_iter().zip(values) {
                    self.write(&place, value, at)?;
                }
            }
            Place::Value(_) => return unsupported(at, "assigning this (it is read-only)"),
        }
        Ok(())
    }

    /// `v` held in fresh locals, so that writes that follow do not change
    /// it.
    fn staged(&mut self, v: Val) -> Val {
        if let Val::Record(fields) = v {
            return Val::Record(
                fields
                    .into_iter()
                    .map(|(path, v)| (path, self.staged(v)))
                    .collect(),
            );
        }
        let (ty, e) = match &v {
            Val::Bool(e) => (CType::Bool, e),
            Val::Int(e, bits, signed) => (
                CType::Int {
                    bits: *bits,
                    signed: *signed,
                },
                e,
            ),
            Val::Float(e, w) => (CType::Float(*w), e),
            Val::Ptr { offset, .. } => (
                CType::Int {
                    bits: 32,
                    signed: false,
                },
                offset,
            ),
            _ => return v,
        };
        let literal = matches!(
            e.kind,
            ExprKind::Bv(..) | ExprKind::Int(_) | ExprKind::Bool(_)
        );
        let Some(ivl_ty) = ivl_type(&ty).filter(|_| !literal) else {
            return v;
        };
        let name = self.local("lane", ivl_ty);
        self.emit(assign(&name, e.clone()));
        match v {
            Val::Bool(_) => Val::Bool(var(&name, NO_SPAN)),
            Val::Int(_, bits, signed) => Val::Int(var(&name, NO_SPAN), bits, signed),
            Val::Float(_, w) => Val::Float(var(&name, NO_SPAN), w),
            Val::Ptr { obj, .. } => Val::Ptr {
                obj,
                offset: var(&name, NO_SPAN),
            },
            other => other,
        }
    }

    fn unary(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let op = n.opcode.as_deref().unwrap_or("");
        let ty = self.t.ctype(n);
        match op {
            "++" | "--" => self.increment(n, n.is_postfix == Some(true)),
            "&" => match self.place(&n.inner[0])? {
                Place::Elem { obj, index } => Ok(Val::Ptr { obj, offset: index }),
                Place::Array { obj, offset } => Ok(Val::Ptr { obj, offset }),
                Place::Record {
                    base: RecordBase::Mem { obj, index },
                    path,
                    ..
                } if path.is_empty() => Ok(Val::Ptr { obj, offset: index }),
                _ => unsupported(
                    at,
                    "taking the address of a variable (pointers reach arrays only)",
                ),
            },
            "*" => {
                let p = self.place(n)?;
                self.read(&p, at)
            }
            "-" | "~" if is_vector(&ty) => {
                let v = self.value(&n.inner[0])?;
                let (elem, count) = vector_of(&ty);
                let mut out = Vec::new();
                for lane in lanes_of(v, count) {
                    let zero = Val::int(bv(0, bits_of(&elem)), &elem);
                    out.push(if op == "-" {
                        self.arith("-", zero, lane, &elem, at)?
                    } else {
                        let all = Val::int(bv(u128::MAX, bits_of(&elem)), &elem);
                        self.arith("^", lane, all, &elem, at)?
                    });
                }
                Ok(vector(out))
            }
            "-" | "~" | "+" => {
                let v = self.value(&n.inner[0])?;
                match (&ty, op) {
                    (_, "+") => self.convert(v, &ty, at),
                    (CType::Float(w), "-") => {
                        let e = self.coerce(v, &ty, at)?;
                        Ok(Val::Float(apply(&format!("float{w}_neg"), vec![e]), *w))
                    }
                    (CType::Int { bits, .. }, _) => {
                        let e = self.coerce(v, &ty, at)?;
                        let f = if op == "-" { "neg" } else { "not" };
                        Ok(Val::int(apply(&format!("bv{bits}_{f}"), vec![e]), &ty))
                    }
                    _ => unsupported(at, format!("unary {op} on {}", describe(&ty))),
                }
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
                let t = self.local("prev", bv_type(32));
                self.emit(assign(&t, offset));
                Ok(Val::Ptr {
                    obj,
                    offset: var(&t, NO_SPAN),
                })
            }
            v => {
                let ivl_ty = ivl_type(ty)
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
                .map(|t| self.t.types.parse(t.canonical()))
                .unwrap_or_else(|| lhs_ty.clone());
            let result = n
                .compute_result_type
                .as_ref()
                .map(|t| self.t.types.parse(t.canonical()))
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
            | Place::Multi { .. }
            | Place::Record {
                base: RecordBase::Mem { .. },
                ..
            } => {
                let written = match ty {
                    CType::Record(_) | CType::Pointer(..) => v.clone(),
                    t => Val::int(self.coerce(v.clone(), t, at)?, t),
                };
                self.write(&p, v, at)?;
                Ok(written)
            }
            _ => {
                self.write(&p, v, at)?;
                self.read(&p, at)
            }
        }
    }

    fn conditional(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let ty = self.t.ctype(n);
        let c = self.value(&n.inner[0])?.truth();
        let (sa, a) = self.capture(|f| f.value(&n.inner[1]))?;
        let (sb, b) = self.capture(|f| f.value(&n.inner[2]))?;
        let pure = sa.is_empty()
            && sb.is_empty()
            && (self.in_spec || !reads_memory(&n.inner[1]) && !reads_memory(&n.inner[2]));
        if let (Val::Ptr { obj: oa, offset: a }, Val::Ptr { obj: ob, offset: b }) = (&a, &b) {
            if !pure {
                return unsupported(at, "a conditional pointer with side effects");
            }
            if oa == ob {
                return Ok(Val::Ptr {
                    obj: *oa,
                    offset: if_then_else(c, a.clone(), b.clone()),
                });
            }
            // `c ? A : B`: a pointer that reaches either.
            return Ok(Val::Multi {
                base: if_then_else(c.clone(), bv(0, 32), bv(1, 32)),
                offset: if_then_else(c, a.clone(), b.clone()),
                objs: vec![*oa, *ob],
            });
        }
        if matches!(ty, CType::Void) {
            self.emit(if_then(c, sa, sb));
            return Ok(Val::Void);
        }
        let ea = self.coerce(a, &ty, at)?;
        let eb = self.coerce(b, &ty, at)?;
        if pure {
            return Ok(Val::int(if_then_else(c, ea, eb), &ty));
        }
        let ivl_ty = ivl_type(&ty)
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
                Ok(Val::Float(apply(&format!("float{w}_{f}"), vec![x, y]), *w))
            }
            other => unsupported(at, format!("arithmetic on {}", describe(other))),
        }
    }

    fn compare(
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
            if oa == ob {
                return Ok(Val::Bool(rel(x.clone(), y.clone(), &|r| {
                    format!("bv32_s{r}")
                })));
            }
        }
        if matches!(a, Val::Ptr { .. } | Val::Multi { .. })
            && matches!(b, Val::Ptr { .. } | Val::Multi { .. })
        {
            // Pointers into distinct arrays (null among them) are never
            // equal; an order between them is not defined.
            if op != "==" && op != "!=" {
                return unsupported(at, "ordering pointers that may reach different arrays");
            }
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
            let offset = |v: &Val| match v {
                Val::Ptr { offset, .. } | Val::Multi { offset, .. } => offset.clone(),
                _ => bv(0, 32),
            };
            let same_object = targets(&a)
                .into_iter()
                .flat_map(|(o, in_a)| {
                    targets(&b)
                        .into_iter()
                        .filter(move |(p, _)| *p == o)
                        .map(move |(_, in_b)| and(in_a.clone(), in_b))
                })
                .reduce(simplified_or)
                .unwrap_or(boolean(false));
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
                    "==" => apply(&format!("float{w}_eq"), vec![x, y]),
                    "!=" => apply(&format!("float{w}_ne"), vec![x, y]),
                    _ => rel(x, y, &|r| format!("float{w}_{r}")),
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
            (other, _, _) => return unsupported(at, format!("comparing {}", describe(other))),
        }))
    }

    #[allow(clippy::too_many_arguments)]
    fn pointer_arith(
        &mut self,
        op: &str,
        a: Val,
        b: Val,
        lt: &CType,
        rt: &CType,
        ty: &CType,
        at: Option<&Loc>,
    ) -> Result<Val> {
        let scale = |t: &CType| t.pointee().and_then(flat_len);
        // A pointer that may reach several arrays moves within whichever
        // it reaches: the arithmetic is on the offset alone.
        if let Val::Multi { base, offset, objs } = a {
            if matches!(b, Val::Multi { .. } | Val::Ptr { .. }) {
                return unsupported(
                    at,
                    "the difference of pointers that may reach different arrays",
                );
            }
            let moved = self.pointer_arith(
                op,
                Val::Ptr {
                    obj: objs[0],
                    offset,
                },
                b,
                lt,
                rt,
                ty,
                at,
            )?;
            let Val::Ptr { offset, .. } = moved else {
                unreachable!("a pointer")
            };
            return Ok(Val::Multi { base, offset, objs });
        }
        if let (Val::Multi { base, offset, objs }, "+") = (&b, op) {
            let moved = self.pointer_arith(
                op,
                a,
                Val::Ptr {
                    obj: objs[0],
                    offset: offset.clone(),
                },
                lt,
                rt,
                ty,
                at,
            )?;
            let Val::Ptr { offset, .. } = moved else {
                unreachable!("a pointer")
            };
            return Ok(Val::Multi {
                base: base.clone(),
                offset,
                objs: objs.clone(),
            });
        }
        match (op, a, b) {
            ("+" | "-", Val::Ptr { obj, offset }, k) if !matches!(k, Val::Ptr { .. }) => {
                let s = scale(lt)
                    .ok_or(())
                    .or_else(|_| unsupported(at, "arithmetic on this pointer"))?;
                let k = convert_int(k, 32, true);
                self.stays_in_field(obj, &k, at)?;
                let k = times(k, s);
                let offset = if op == "+" {
                    add_offset(offset, k)
                } else {
                    apply("bv32_sub", vec![offset, k])
                };
                Ok(Val::Ptr { obj, offset })
            }
            ("+", k, Val::Ptr { obj, offset }) => {
                let s = scale(rt)
                    .ok_or(())
                    .or_else(|_| unsupported(at, "arithmetic on this pointer"))?;
                let k = convert_int(k, 32, true);
                self.stays_in_field(obj, &k, at)?;
                let k = times(k, s);
                Ok(Val::Ptr {
                    obj,
                    offset: add_offset(offset, k),
                })
            }
            ("-", Val::Ptr { obj: oa, offset: x }, Val::Ptr { obj: ob, offset: y }) if oa == ob => {
                let s = scale(lt)
                    .ok_or(())
                    .or_else(|_| unsupported(at, "arithmetic on this pointer"))?;
                let d = apply("bv32_sub", vec![x, y]);
                let d = if s == 1 {
                    d
                } else {
                    apply("bv32_sdiv", vec![d, bv(u128::from(s), 32)])
                };
                Ok(Val::int(resize(d, 32, true, bits_of(ty)), ty))
            }
            (op, _, _) => unsupported(at, format!("the operator {op} on pointers")),
        }
    }
}

impl Func<'_, '_> {
    /// A pointer to a field of a struct with other fields (`&P[t].x`) moved
    /// by `k` elements reaches the next fields in memory (`P[t].y`), which
    /// the map-per-field model cannot follow: unsupported unless `k` is 0.
    fn stays_in_field(&self, obj: ObjId, k: &Expr, at: Option<&Loc>) -> Result<()> {
        let zero = matches!(&k.kind, ExprKind::Bv(v, _) if v == "0");
        let field_of = self
            .t
            .objects
            .iter()
            .find(|o| o.leaves.len() > 1 && o.leaves.iter().any(|(_, leaf)| *leaf == obj));
        match field_of {
            Some(whole) if !zero => unsupported(
                at,
                format!(
                    "moving a pointer to a field of `{}` (`{}`) by an element: it reaches \
                     the struct's other fields, and memory is not modelled byte by byte",
                    whole.name, self.t.objects[obj].name
                ),
            ),
            _ => Ok(()),
        }
    }
}

/// `k * n` (a count of elements of `n` scalars each), without multiplying
/// by one.
fn times(k: Expr, n: u64) -> Expr {
    if n == 1 {
        k
    } else {
        apply("bv32_mul", vec![k, bv(u128::from(n), 32)])
    }
}

/// `offset + k`, without adding zero.
fn add_offset(offset: Expr, k: Expr) -> Expr {
    let zero = |e: &Expr| matches!(&e.kind, ExprKind::Bv(v, _) if v == "0");
    if zero(&offset) {
        k
    } else if zero(&k) {
        offset
    } else {
        apply("bv32_add", vec![offset, k])
    }
}

/// Whether an IVL expression reads a map.
fn reads(e: &Expr) -> bool {
    let mut found = matches!(e.kind, ExprKind::Select(..));
    e.for_each_child(&mut |c| found |= reads(c));
    found
}

fn is_vector(ty: &CType) -> bool {
    matches!(ty, CType::Record(name) if vector_lanes(name).is_some())
}

/// The lane type and count of a vector type.
fn vector_of(ty: &CType) -> (CType, u32) {
    match ty {
        CType::Record(name) => vector_lanes(name).expect("a vector type"),
        _ => unreachable!("a vector type"),
    }
}

/// The lanes of a vector value; a scalar stands for all lanes.
fn lanes_of(v: Val, count: u32) -> Vec<Val> {
    match v {
        Val::Record(fields) => fields.into_iter().map(|(_, v)| v).collect(),
        scalar => vec![scalar; count as usize],
    }
}

/// A vector value from its lanes.
fn vector(lanes: Vec<Val>) -> Val {
    Val::Record(
        lanes
            .into_iter()
            .enumerate()
            .map(|(i, v)| (format!("s{i:x}"), v))
            .collect(),
    )
}

/// Whether a call's callee is the function `name`.
fn callee_is(call: &Node, name: &str) -> bool {
    callee_name(call) == Some(name)
}

fn object_place(obj: ObjId, ty: &CType) -> Place {
    if matches!(ty, CType::Array(..)) {
        Place::Array {
            obj,
            offset: bv(0, 32),
        }
    } else {
        Place::Elem {
            obj,
            index: bv(0, 32),
        }
    }
}

fn float_from_int(e: Expr, bits: u32, signed: bool, w: u32) -> Expr {
    let at = if bits <= 32 { 32 } else { 64 };
    let kind = if signed { "s" } else { "u" };
    apply(
        &format!("float{w}_from_{kind}{at}"),
        vec![resize(e, bits, signed, at)],
    )
}
