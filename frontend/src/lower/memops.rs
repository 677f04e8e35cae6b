//! C's `memcpy` and `memset` (and Clang's `__builtin_` forms): byte by
//! byte, on objects kept byte by byte, for a length the front end knows.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::Val;
use crate::clang::ast::{strip, Loc, Node};
use crate::ctype::CType;

/// The most bytes one call copies or sets one statement each; a longer
/// one is a loop over its bytes.
const UNROLLED_BYTES: u64 = 4096;

impl<'t, 'a> Func<'t, 'a> {
    /// `memcpy(dst, src, n)` and `memset(dst, c, n)`; `None` for other
    /// names. Their value is `dst`.
    pub fn memory_builtin(&mut self, name: &str, n: &'a Node, _ty: &CType) -> Result<Option<Val>> {
        let op = name.strip_prefix("__builtin_").unwrap_or(name);
        if !matches!(op, "memcpy" | "memset") {
            return Ok(None);
        }
        let at = n.at.as_ref();
        let dst = self.arg_value(n, 0)?;
        let second = self.arg_value(n, 1)?;
        let length = self.arg_value(n, 2)?;
        let Some(count) = self.known_length(&self.args(n)[2], &length) else {
            return unsupported(at, format!("`{op}` of a length that is not a constant"));
        };
        let null = |f: &Self, v: &Val| matches!(v, Val::Ptr { obj, .. } if f.t.objects[*obj].null);
        if null(self, &dst) || op == "memcpy" && null(self, &second) {
            if count > 0 {
                self.null_access(at);
            }
            return Ok(Some(dst));
        }
        let mut objs = pointer_objects(&dst);
        if op == "memcpy" {
            objs.extend(pointer_objects(&second));
        }
        self.need_bytes(&objs, at, format!("`{op}` (memory seen byte by byte)"))?;
        let byte = CType::int(8, false);
        let value = match op {
            "memset" => Some(self.convert(second.clone(), &byte, at)?),
            _ => None,
        };
        if count > UNROLLED_BYTES {
            self.byte_loop(&dst, &second, value, count, at)?;
            return Ok(Some(dst));
        }
        let ptr = self.t.ptr();
        // Every byte is read before any is written (`memcpy` of
        // overlapping memory is undefined; `memmove` is not modelled).
        let mut bytes = Vec::new();
        for k in 0..count {
            let v = match &value {
                Some(v) => v.clone(),
                None => {
                    let from = self.pointed(second.clone(), ptr.lit(k.into()), &byte, at)?;
                    let v = self.read(&from, at)?;
                    self.staged(v)
                }
            };
            bytes.push(v);
        }
        for (k, v) in bytes.into_iter().enumerate() {
            let to = self.pointed(dst.clone(), ptr.lit(k as u128), &byte, at)?;
            self.write(&to, v, at)?;
        }
        Ok(Some(dst))
    }

    /// `count` bytes from `src` (or `value`, for `memset`) to `dst`, one
    /// byte per iteration of a loop: `k` runs from 0 to `count`.
    fn byte_loop(
        &mut self,
        dst: &Val,
        src: &Val,
        value: Option<Val>,
        count: u64,
        at: Option<&Loc>,
    ) -> Result<()> {
        let ptr = self.t.ptr();
        let byte = CType::int(8, false);
        let value = value.map(|v| self.staged(v));
        let k = self.local("byte", ptr.ty());
        let counter = var(&k, NO_SPAN);
        let end = ptr.lit(count.into());
        let (body, ()) = self.capture(|f| {
            let v = match value {
                Some(v) => v,
                None => {
                    let from = f.pointed(src.clone(), counter.clone(), &byte, at)?;
                    let v = f.read(&from, at)?;
                    f.staged(v)
                }
            };
            let to = f.pointed(dst.clone(), counter.clone(), &byte, at)?;
            f.write(&to, v, at)?;
            f.emit(assign(&k, ptr.add(counter.clone(), ptr.lit(1))));
            Ok(())
        })?;
        self.emit(assign(&k, ptr.lit(0)));
        let bounded = apply(&ptr.op("ule"), vec![counter.clone(), end.clone()]);
        self.emit(stmt(
            StmtKind::While(WhileStmt {
                guard: Guard::Expr(apply(&ptr.op("ult"), vec![counter, end])),
                invariants: vec![Invariant {
                    contract: contract(bounded, Vec::new()),
                    span: Default::default(),
                }],
                body: block(body),
            }),
            NO_SPAN,
        ));
        Ok(())
    }

    /// The value of length argument `arg` (evaluated to `v`), if the front
    /// end knows it: a constant, or a local that keeps its constant.
    fn known_length(&self, arg: &Node, v: &Val) -> Option<u64> {
        if let Val::Int(e, _, _) = v {
            if let Some(k) = literal(e) {
                return u64::try_from(k).ok();
            }
        }
        let mut named = strip(arg);
        while named.is("ImplicitCastExpr") {
            named = strip(named.inner.first()?);
        }
        let k = *self.constants.get(named.referenced_id()?)?;
        u64::try_from(k).ok()
    }
}

/// The value of `e` when it is built of literals by additions,
/// multiplications and extensions (`sizeof(int) * 2`), without wrapping.
fn literal(e: &Expr) -> Option<u128> {
    match &e.kind {
        ExprKind::Bv(k, _) => k.parse().ok(),
        ExprKind::Apply(f, args) => {
            let op = f.name.split_once('_')?.1;
            match (op, args.as_slice()) {
                ("add", [a, b]) => literal(a)?.checked_add(literal(b)?),
                ("mul", [a, b]) => literal(a)?.checked_mul(literal(b)?),
                (extend, [a]) if f.name.starts_with("zext_") || f.name.starts_with("sext_") => {
                    let from: u32 = extend.split('_').next()?.parse().ok()?;
                    let v = literal(a)?;
                    // A sign extension keeps only a non-negative value.
                    (f.name.starts_with("zext_") || v >> (from - 1) == 0).then_some(v)
                }
                _ => None,
            }
        }
        _ => None,
    }
}

fn pointer_objects(v: &Val) -> Vec<usize> {
    match v {
        Val::Ptr { obj, .. } => vec![*obj],
        Val::Multi { objs, .. } => objs.clone(),
        _ => Vec::new(),
    }
}
