//! GPUVerify's annotation API: assertions, contracts' conditions (pure IVL
//! expressions), the access predicates `__read`/`__write` and their
//! offsets, and the arithmetic helpers of specifications.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::build::source_attr;
use super::func::{Binding, Func};
use super::translator::{unsupported, Result};
use super::value::{convert_int, resize, ObjId, Val};
use crate::clang::ast::{Loc, Node};
use crate::ctype::{bits_of, CType};

impl<'t, 'a> Func<'t, 'a> {
    /// An annotation's argument as an IVL expression (pure). An offset
    /// `__write_offset_bytes(A)` is the element thread 1 wrote, if any, and
    /// any element otherwise: `forall i :: (__write(A) ==> __write(A, i))
    /// ==> ...`.
    pub fn spec(&mut self, n: &'a Node) -> Result<Expr> {
        let outer = self.offsets.len();
        let (stmts, v) = self.capture(|f| f.annotation(|g| g.value(n)))?;
        if !stmts.is_empty() {
            return unsupported(
                n.at.as_ref(),
                "an annotation with side effects or function calls",
            );
        }
        Ok(self.quantify_offsets(outer, v.truth()))
    }

    /// An assertion's condition: the code it needs (calls) is emitted
    /// before it.
    fn spec_with_code(&mut self, n: &'a Node) -> Result<Expr> {
        let outer = self.offsets.len();
        let v = self.annotation(|f| f.value(n))?;
        Ok(self.quantify_offsets(outer, v.truth()))
    }

    /// Runs `f` translating an annotation, where reads are not accesses.
    fn annotation<T>(&mut self, f: impl FnOnce(&mut Self) -> Result<T>) -> Result<T> {
        let outer = std::mem::replace(&mut self.in_spec, true);
        let r = f(self);
        self.in_spec = outer;
        r
    }

    fn quantify_offsets(&mut self, outer: usize, mut e: Expr) -> Expr {
        for (bound, access, map) in self.offsets.split_off(outer).into_iter().rev() {
            // The offset is the logged one when there is one, and any
            // value otherwise (GPUVerify's offset variable is then
            // unconstrained).
            let logged = binary(
                BinaryOp::Implies,
                apply(access, vec![var(&map, NO_SPAN)]),
                apply(access, vec![var(&map, NO_SPAN), var(&bound, NO_SPAN)]),
                NO_SPAN,
            );
            let body = binary(BinaryOp::Implies, logged, e, NO_SPAN);
            e = expr(ExprKind::Quant(Box::new(Quantifier {
                kind: QuantKind::Forall,
                vars: vec![typed(&bound, self.t.ptr().ty())],
                attrs: Vec::new(),
                triggers: Vec::new(),
                body,
            })));
        }
        e
    }

    fn spec_value(&mut self, n: &'a Node, i: usize) -> Result<Val> {
        let arg = n
            .inner
            .get(i + 1)
            .ok_or(())
            .or_else(|_| unsupported(n.at.as_ref(), "a call with too few arguments"))?;
        let (stmts, v) = self.capture(|f| f.annotation(|g| g.value(arg)))?;
        if !stmts.is_empty() {
            return unsupported(
                arg.at.as_ref(),
                "an annotation with side effects or function calls",
            );
        }
        Ok(v)
    }

    /// The annotation API; `None` for other names.
    pub fn annotation_builtin(
        &mut self,
        name: &str,
        n: &'a Node,
        ty: &CType,
    ) -> Result<Option<Val>> {
        let at = n.at.as_ref();
        let int = |e: Expr| Val::int(e, ty);
        let statement = matches!(
            name,
            "__assert"
                | "__assume"
                | "__global_assert"
                | "__candidate_assert"
                | "__candidate_global_assert"
        );
        if statement && !self.t.config.annotations.reads(name) {
            return Ok(Some(Val::Void));
        }
        Ok(Some(match name {
            "__assert" | "__assume" | "__global_assert" => {
                self.assertion(name, n)?;
                Val::Void
            }
            "__candidate_assert" | "__candidate_global_assert" => {
                return unsupported(at, format!("{name}: candidate assertions (ivl's candidates are loop invariants: __candidate_invariant)"))
            }
            "__invariant" | "__global_invariant" | "__candidate_invariant" | "__candidate_global_invariant" => return unsupported(at, format!("{name} other than in a loop condition")),
            "__function_wide_candidate_invariant" => {
                return unsupported(at, "__function_wide_candidate_invariant other than at the top level of a function body")
            }
            "__requires" | "__ensures" | "__global_requires" | "__global_ensures" => {
                return unsupported(at, format!("{name} other than at the start of a function body"))
            }
            "__function_wide_invariant" => {
                return unsupported(at, "__function_wide_invariant other than at the top level of a function body")
            }
            "__other_int" | "__other_bool" => {
                let v = self.spec_value(n, 0)?;
                let e = self.coerce(v, ty, at)?;
                int(apply("__other", vec![e]))
            }
            "__ivl_same_group" => Val::Bool(var("__same_group", NO_SPAN)),
            "__writes_to" | "__reads_from" => {
                self.spec_function_access(name, n)?;
                Val::Void
            }
            "__ivl_read_permission" => {
                // The read itself is the permission: it is logged.
                self.arg_effects(n, 0)?;
                Val::Void
            }
            "__requires_fresh_array" => {
                // Every array a kernel's pointer reaches is already its own.
                match self.spec_value(n, 0)? {
                    Val::Ptr { .. } => Val::Void,
                    _ => return unsupported(at, "__requires_fresh_array of something that is not a pointer into an array"),
                }
            }
            "__enabled" => Val::Bool(var("__enabled", NO_SPAN)),
            "__implies" => {
                let a = self.spec_value(n, 0)?.truth();
                let b = self.spec_value(n, 1)?.truth();
                Val::Bool(binary(BinaryOp::Implies, a, b, NO_SPAN))
            }
            "__read" | "__write" => self.access_predicate(name, n)?,
            "__read_offset_bytes" | "__write_offset_bytes" => self.access_offset(name, n, ty)?,
            "__ptr_offset_bytes" => self.pointer_offset_bytes(n, ty)?,
            "__ite" | "__ite_char" | "__ite_short" | "__ite_int" | "__ite_long" | "__ite_unsigned_char" | "__ite_unsigned_short" | "__ite_unsigned_int" | "__ite_unsigned_long" => {
                let c = self.spec_value(n, 0)?.truth();
                let a = self.spec_value(n, 1)?;
                let b = self.spec_value(n, 2)?;
                let (a, b) = (self.coerce(a, ty, at)?, self.coerce(b, ty, at)?);
                int(if_then_else(c, a, b))
            }
            _ if name.starts_with("__add") => self.addition(name, n, ty)?,
            "__return_val_ptr" => self.returned_pointer(n)?,
            _ if name.starts_with("__return_val_") && matches!(ty, CType::Record(_)) => {
                self.returned_record(name, n, ty)?
            }
            "__return_val_int" | "__return_val_bool" => match self.ret.as_ref().and_then(|r| r.result.clone()) {
                Some((result, rty)) => {
                    let v = Val::int(var(&result, NO_SPAN), &rty);
                    let e = self.coerce(v, ty, at)?;
                    int(e)
                }
                None => return unsupported(at, format!("{name} in a function without a result")),
            },
            "__old_int" | "__old_bool" => {
                let v = self.spec_value(n, 0)?;
                let e = self.coerce(v, ty, at)?;
                int(expr(ExprKind::Old(Box::new(e))))
            }
            _ => return Ok(None),
        }))
    }

    /// `__return_val_ptr()`: the result, a pointer into the array of the
    /// pointer variable every `return` of the body names.
    fn returned_pointer(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let result = self.ret.as_ref().and_then(|r| r.result.clone());
        let Some((result, CType::Pointer(..))) = result else {
            return unsupported(
                at,
                "__return_val_ptr in a function that does not return a pointer",
            );
        };
        let obj = self.returned_variable.as_ref().and_then(|id| {
            match self
                .entry_bindings
                .get(id)
                .or_else(|| self.bindings.get(id))
            {
                Some(Binding::Pointer { obj: Some(obj), .. } | Binding::FixedPointer { obj }) => {
                    Some(*obj)
                }
                _ => None,
            }
        });
        let Some(obj) = obj else {
            return unsupported(at, "__return_val_ptr in a function whose returns do not all name one pointer parameter");
        };
        // A return into another array is refused where it is translated.
        self.returned_objects = vec![obj];
        self.returned_fixed = true;
        Ok(Val::Ptr {
            obj,
            offset: var(&result, NO_SPAN),
        })
    }

    /// `__return_val_int4()` and the like: a struct or vector result.
    fn returned_record(&mut self, name: &str, n: &'a Node, ty: &CType) -> Result<Val> {
        let at = n.at.as_ref();
        match self.ret.as_ref().and_then(|r| r.result.clone()) {
            Some((prefix, result_ty @ CType::Record(_))) if result_ty == *ty => {
                let CType::Record(record) = ty else {
                    unreachable!("a struct")
                };
                let leaves = self.t.record_leaves(record, at)?;
                Ok(Val::Record(
                    leaves
                        .into_iter()
                        .map(|(path, leaf)| {
                            let v = Val::int(var(&format!("{prefix}.{path}"), NO_SPAN), &leaf);
                            (path, v)
                        })
                        .collect(),
                ))
            }
            _ => unsupported(
                at,
                format!("{name} in a function without a result of its type"),
            ),
        }
    }

    /// `__assert(e)`, `__assume(e)`, `__global_assert(e)`.
    fn assertion(&mut self, name: &str, n: &'a Node) -> Result<()> {
        let at = n.at.as_ref();
        let arg = self
            .args(n)
            .first()
            .ok_or(())
            .or_else(|_| unsupported(at, "an assertion without its condition"))?;
        if name == "__global_assert" && !self.kernel {
            // A procedure verified on its own sees only its callers'
            // enabled threads; a global assertion is about the others too.
            return unsupported(at, "__global_assert outside a kernel's own body");
        }
        // Code in an assertion (a call, say) runs first.
        let e = self.spec_with_code(arg)?;
        let mut attrs: Vec<Attribute> = at.iter().map(|l| source_attr(l)).collect();
        if name == "__global_assert" {
            // Whether or not the thread runs it (spec/gpu.md section 7).
            attrs.push(attr("global", Vec::new()));
        }
        self.emit(stmt(
            if name == "__assume" {
                StmtKind::Assume(attrs, e)
            } else {
                StmtKind::Assert(attrs, e)
            },
            NO_SPAN,
        ));
        Ok(())
    }

    /// `__writes_to(p)`, `__reads_from(p)` in a `__spec_` function: the
    /// array it may write (read).
    fn spec_function_access(&mut self, name: &str, n: &'a Node) -> Result<()> {
        let at = n.at.as_ref();
        let in_spec_function = self.ret.is_some() && self.spec_function;
        if !in_spec_function {
            return unsupported(at, format!("{name} outside a `__spec_` function"));
        }
        match self.spec_value(n, 0)? {
            Val::Ptr { obj, .. } => {
                if name == "__writes_to" {
                    let o = self.t.objects[obj].name.clone();
                    self.writes.insert(o);
                }
                Ok(())
            }
            _ => unsupported(
                at,
                format!("{name} of something that is not a pointer into an array"),
            ),
        }
    }

    /// `__read(p)`, `__write(p)`: whether the array was read (written).
    fn access_predicate(&mut self, name: &str, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let Val::Ptr { obj, .. } = self.spec_value(n, 0)? else {
            return unsupported(
                at,
                format!("{name} of something that is not a pointer into an array"),
            );
        };
        let o = self.t.objects[obj].clone();
        if o.null {
            return unsupported(at, format!("{name} of a null pointer"));
        }
        // An array of structs or vectors: any of its fields' maps.
        let maps: Vec<String> = if o.leaves.is_empty() {
            vec![o.name.clone()]
        } else {
            o.leaves
                .iter()
                .map(|(_, l)| self.t.objects[*l].name.clone())
                .collect()
        };
        let logged = maps
            .iter()
            .map(|m| apply(name, vec![var(m, NO_SPAN)]))
            .reduce(simplified_or)
            .expect("a map");
        Ok(Val::Bool(logged))
    }

    /// `__read_offset_bytes(p)`, `__write_offset_bytes(p)`: the byte offset
    /// of the access logged, a variable the annotation quantifies.
    fn access_offset(&mut self, name: &str, n: &'a Node, ty: &CType) -> Result<Val> {
        let at = n.at.as_ref();
        // A pointer that may reach several arrays (`r = x ? p : q`): the
        // offset in the array it reaches.
        let (base, objs) = match self.spec_value(n, 0)? {
            Val::Ptr { obj, .. } => (None, vec![obj]),
            Val::Multi { base, objs, .. } => (Some(base), objs),
            _ => {
                return unsupported(
                    at,
                    format!("{name} of something that is not a pointer into an array"),
                )
            }
        };
        let mut offsets = Vec::new();
        for obj in objs {
            offsets.push(self.logged_offset_bytes(name, obj, at)?);
        }
        let last = offsets.pop().expect("a pointer reaches an array");
        let bytes = offsets
            .into_iter()
            .enumerate()
            .rev()
            .fold(last, |rest, (k, offset)| {
                let base = base.clone().expect("several arrays: a base");
                if_then_else(eq(base, bv(k as u128, 32)), offset, rest)
            });
        let ptr = self.t.ptr();
        Ok(Val::int(resize(bytes, ptr.bits(), false, bits_of(ty)), ty))
    }

    /// The byte offset of the element of `obj` thread 1 accessed (read or
    /// written, as `name` says): a bound variable of the specification.
    fn logged_offset_bytes(&mut self, name: &str, obj: ObjId, at: Option<&Loc>) -> Result<Expr> {
        let o = self.t.objects[obj].clone();
        if o.null || !o.leaves.is_empty() {
            return unsupported(
                at,
                format!("{name} of a null pointer or of an array of structs or vectors"),
            );
        }
        // An object kept byte by byte logs byte offsets already.
        let size = match o.bytes {
            true => 1,
            false => self.t.size_of(&o.elem).unwrap_or(1),
        };
        let access = if name.starts_with("__read") {
            "__read"
        } else {
            "__write"
        };
        let bound = if self.in_spec {
            let bound = self.fresh("offset");
            self.offsets.push((bound.clone(), access, o.name));
            bound
        } else {
            // In code: a variable that holds the logged offset, if any.
            let offset = self.local("offset", self.t.ptr().ty());
            self.emit(stmt(
                StmtKind::Havoc(vec![ident(&offset, NO_SPAN)]),
                NO_SPAN,
            ));
            let map = var(&o.name, NO_SPAN);
            let logged = binary(
                BinaryOp::Implies,
                apply(access, vec![map.clone()]),
                apply(access, vec![map, var(&offset, NO_SPAN)]),
                NO_SPAN,
            );
            self.emit(stmt(StmtKind::Assume(Vec::new(), logged), NO_SPAN));
            offset
        };
        // The element index times the element's size, in bytes: a `size_t`
        // (of the pointers' width).
        let ptr = self.t.ptr();
        Ok(apply(
            &ptr.op("mul"),
            vec![var(&bound, NO_SPAN), ptr.lit(u128::from(size))],
        ))
    }

    /// `__ptr_offset_bytes(p)`: how many bytes `p` lies past the start of
    /// the array it points into.
    fn pointer_offset_bytes(&mut self, n: &'a Node, ty: &CType) -> Result<Val> {
        let at = n.at.as_ref();
        let (objs, offset) = match self.spec_value(n, 0)? {
            Val::Ptr { obj, offset } => (vec![obj], offset),
            Val::Multi { objs, offset, .. } => (objs, offset),
            _ => {
                return unsupported(
                    at,
                    "__ptr_offset_bytes of something that is not a pointer into an array",
                )
            }
        };
        let mut sizes = Vec::new();
        for &obj in &objs {
            let o = &self.t.objects[obj];
            let field = self
                .t
                .objects
                .iter()
                .any(|whole| whole.leaves.iter().any(|(_, leaf)| *leaf == obj));
            if o.null || field {
                // A field's map holds one field of each struct: its offsets
                // are not the struct array's bytes.
                return unsupported(
                    at,
                    "__ptr_offset_bytes of a null pointer or of a pointer to a struct field",
                );
            }
            sizes.push(match o.bytes {
                true => 1,
                false => self.t.layout_or_error(&o.elem, at)?.0,
            });
        }
        sizes.dedup();
        let [size] = sizes.as_slice() else {
            return unsupported(
                at,
                "__ptr_offset_bytes of a pointer that may reach arrays of different element sizes",
            );
        };
        let ptr = self.t.ptr();
        let bytes = ptr.times(offset, *size);
        Ok(Val::int(resize(bytes, ptr.bits(), false, bits_of(ty)), ty))
    }

    /// `__add_noovfl_int(a, b)` ... (an addition that does not overflow),
    /// `__add_noovfl(a, ...)` (whether the sum does not overflow), and the
    /// other `__add...` (C's addition).
    fn addition(&mut self, name: &str, n: &'a Node, ty: &CType) -> Result<Val> {
        let at = n.at.as_ref();
        let int = |e: Expr| Val::int(e, ty);
        Ok(match name {
            _ if name.starts_with("__add_noovfl_") => {
                let a = self.arg_value(n, 0)?;
                let b = self.arg_value(n, 1)?;
                let (w, signed) = match ty {
                    CType::Int { bits, signed } => (*bits, *signed),
                    _ => return unsupported(at, name.to_string()),
                };
                let (a, b) = (convert_int(a, w, signed), convert_int(b, w, signed));
                int(apply(
                    &format!("bv{w}_{}_noovfl", if signed { "sadd" } else { "add" }),
                    vec![a, b],
                ))
            }
            "__add_noovfl" => {
                let k = self.args(n).len();
                let mut values = Vec::new();
                let mut width = 0;
                for i in 0..k {
                    let v = self.spec_value(n, i)?;
                    if let Val::Int(_, w, _) = &v {
                        width = width.max(*w);
                    }
                    values.push(v);
                }
                if width == 0 || width > 32 {
                    return unsupported(at, "__add_noovfl on 64-bit values");
                }
                // The exact sum, at twice the width, fits in `width` bits.
                let sum = values
                    .into_iter()
                    .map(|v| convert_int(v, 64, false))
                    .reduce(|a, b| apply("bv64_add", vec![a, b]))
                    .unwrap_or(bv(0, 64));
                Val::Bool(apply("bv64_ult", vec![sum, bv(1u128 << width, 64)]))
            }
            _ => {
                let a = self.arg_value(n, 0)?;
                let b = self.arg_value(n, 1)?;
                return self.arith("+", a, b, ty, at);
            }
        })
    }
}
