//! An expression of the kernel, as seen by one thread of the pair.
//!
//! Thread-private names get the thread's copy (`x$1`, `local_id.x$2`),
//! shared arrays the copy of the thread's group, and the builtins their
//! meaning: `__other(e)` is `e` in the other thread, `__same_group` the
//! comparison of the two group ids, `__enabled` the thread's predicate.

use std::collections::HashSet;

use super::mangle::{copy, log_flags, same_group, watch, written_value, Thread};
use super::names::Names;
use crate::diagnostics::{Diagnostic, Phase};
use crate::syntax::ast::*;
use crate::syntax::build::*;
use crate::syntax::span::Span;

/// What an expression is translated against.
pub struct View<'n> {
    pub names: &'n Names,
    /// Each thread's predicate (`__enabled`).
    pub enabled: [Expr; 2],
    /// Replacements of each thread's local id (x, y, z), for barrier
    /// invariants' instantiations.
    pub local_ids: Option<[Vec<Expr>; 2]>,
}

impl View<'_> {
    /// `exprs` for thread 1 and for thread 2.
    pub fn both(&self, exprs: &[Expr]) -> Result<[Vec<Expr>; 2], Diagnostic> {
        let at = |t| {
            exprs
                .iter()
                .map(|e| self.at(e, t))
                .collect::<Result<Vec<_>, _>>()
        };
        Ok([at(Thread::One)?, at(Thread::Two)?])
    }

    /// `e` for thread `t`; bound names (quantifiers, lets) are left alone.
    pub fn at(&self, e: &Expr, t: Thread) -> Result<Expr, Diagnostic> {
        self.walk(e, t, &mut Vec::new())
    }

    fn walk(&self, e: &Expr, t: Thread, bound: &mut Vec<String>) -> Result<Expr, Diagnostic> {
        let span = e.span;
        let kind = match &e.kind {
            ExprKind::Var(x) if bound.contains(&x.name) => return Ok(e.clone()),
            ExprKind::Var(x) => return Ok(self.variable(&x.name, t, span)),
            ExprKind::Apply(f, args) if !self.names.declared_functions.contains(&f.name) => {
                match (f.name.as_str(), args.as_slice()) {
                    ("__other", [x]) => return self.walk(x, t.other(), bound),
                    ("__uniform" | "__distinct", [x]) => {
                        let a = self.walk(x, Thread::One, bound)?;
                        let b = self.walk(x, Thread::Two, bound)?;
                        let op = if f.name == "__uniform" {
                            BinaryOp::Eq
                        } else {
                            BinaryOp::Neq
                        };
                        ExprKind::Binary(op, Box::new(a), Box::new(b))
                    }
                    ("__write_value", [array]) => {
                        let (ExprKind::Var(a), Thread::One) = (&array.kind, t) else {
                            return Err(unsupported(
                                span,
                                "access predicates of thread 2 (`__other` around `__write_value`)",
                            ));
                        };
                        if !self.names.is_written(&a.name) {
                            return Err(Diagnostic::error(
                                Phase::Program,
                                span,
                                format!("__write_value({0}): no thread writes {0}, so no written value is logged", a.name),
                            ));
                        }
                        return Ok(var(&written_value(&a.name), span));
                    }
                    ("__read" | "__write" | "__atomic", [array, offset @ ..]) => {
                        // Only thread 1's accesses are logged: invariants with
                        // access predicates are stated for thread 1 alone.
                        let (ExprKind::Var(a), Thread::One) = (&array.kind, t) else {
                            return Err(unsupported(span, "access predicates of thread 2 (`__other` around `__read`/`__write`/`__atomic`)"));
                        };
                        let atomic = f.name == "__atomic";
                        if !self.names.is_written(&a.name)
                            || (atomic && !self.names.atomic.contains(&a.name))
                        {
                            // A read-only array is not logged, nor the atomic
                            // accesses of an array that has none.
                            return Ok(Expr::new(ExprKind::Bool(false), span));
                        }
                        let flag = match f.name.as_str() {
                            "__read" => log_flags(&a.name)[0].clone(),
                            "__write" => log_flags(&a.name)[1].clone(),
                            _ => log_flags(&a.name)[2].clone(),
                        };
                        let logged = var(&flag, span);
                        return Ok(match offset {
                            [] => logged,
                            [i] => {
                                let at = eq(var(&watch(&a.name, 0), span), self.walk(i, t, bound)?);
                                and(logged, at)
                            }
                            _ => unreachable!("checked: one offset at most"),
                        });
                    }
                    _ => self.structural(e, t, bound)?,
                }
            }
            ExprKind::Select(m, ix) => match &m.kind {
                ExprKind::Var(a) if !bound.contains(&a.name) && self.names.is_array(&a.name) => {
                    let ix = ix
                        .iter()
                        .map(|i| self.walk(i, t, bound))
                        .collect::<Result<Vec<_>, _>>()?;
                    return Ok(self.array_read(&a.name, ix, t, span));
                }
                _ => self.structural(e, t, bound)?,
            },
            ExprKind::Quant(q) => {
                let depth = bound.len();
                bound.extend(q.vars.iter().map(|v| v.name.name.clone()));
                let body = self.walk(&q.body, t, bound);
                let triggers = q
                    .triggers
                    .iter()
                    .map(|tr| {
                        Ok(Trigger {
                            exprs: tr
                                .exprs
                                .iter()
                                .map(|x| self.walk(x, t, bound))
                                .collect::<Result<Vec<_>, Diagnostic>>()?,
                            span: tr.span,
                        })
                    })
                    .collect::<Result<Vec<_>, Diagnostic>>();
                bound.truncate(depth);
                let lowered = Expr::new(
                    ExprKind::Quant(Box::new(Quantifier {
                        kind: q.kind,
                        vars: q.vars.clone(),
                        attrs: q.attrs.clone(),
                        triggers: triggers?,
                        body: body?,
                    })),
                    span,
                );
                // `forall o :: __write(A, o) ==> P(o)` reads `P($watch.A.0)`.
                return Ok(crate::syntax::rewrite::one_point(&lowered).unwrap_or(lowered));
            }
            ExprKind::Let(names, values, body) => {
                let values = values
                    .iter()
                    .map(|v| self.walk(v, t, bound))
                    .collect::<Result<Vec<_>, _>>()?;
                let depth = bound.len();
                bound.extend(names.iter().map(|n| n.name.clone()));
                let body = self.walk(body, t, bound);
                bound.truncate(depth);
                ExprKind::Let(names.clone(), values, Box::new(body?))
            }
            _ => self.structural(e, t, bound)?,
        };
        Ok(Expr::new(kind, span))
    }

    /// `e` with each direct subexpression translated.
    fn structural(
        &self,
        e: &Expr,
        t: Thread,
        bound: &mut Vec<String>,
    ) -> Result<ExprKind, Diagnostic> {
        macro_rules! w {
            ($x:expr) => {
                Box::new(self.walk($x, t, bound)?)
            };
        }
        macro_rules! all {
            ($xs:expr) => {
                $xs.iter()
                    .map(|x| self.walk(x, t, &mut bound.clone()))
                    .collect::<Result<Vec<_>, _>>()?
            };
        }
        Ok(match &e.kind {
            ExprKind::Apply(f, args) => ExprKind::Apply(f.clone(), all!(args)),
            ExprKind::Old(x) => ExprKind::Old(w!(x)),
            ExprKind::Unary(op, x) => ExprKind::Unary(*op, w!(x)),
            ExprKind::Convert(c, x) => ExprKind::Convert(*c, w!(x)),
            ExprKind::Binary(op, a, b) => ExprKind::Binary(*op, w!(a), w!(b)),
            ExprKind::Select(m, ix) => ExprKind::Select(w!(m), all!(ix)),
            ExprKind::Store(m, ix, v) => ExprKind::Store(w!(m), all!(ix), w!(v)),
            ExprKind::Extract(b, hi, lo) => ExprKind::Extract(w!(b), hi.clone(), lo.clone()),
            ExprKind::IfThenElse(c, a, b) => ExprKind::IfThenElse(w!(c), w!(a), w!(b)),
            other => other.clone(),
        })
    }

    fn variable(&self, name: &str, t: Thread, span: Span) -> Expr {
        if let Some(ids) = &self.local_ids {
            if let Some(d) = ["local_id.x", "local_id.y", "local_id.z"]
                .iter()
                .position(|n| *n == name)
            {
                if let Some(e) = ids[t.index()].get(d) {
                    return e.clone();
                }
            }
        }
        match name {
            "__same_group" => same_group(span),
            "__enabled" => self.enabled[t.index()].clone(),
            // A shared array as a whole value: the thread's group copy.
            _ if self.names.shared.contains_key(name) => self.names.array_in_group(name, t, span),
            _ if self.names.is_thread_private(name) => var(&copy(name, t), span),
            _ => var(name, span),
        }
    }

    /// `A[i]` for thread `t`: a shared array is read in the copy of the
    /// thread's group.
    pub fn array_read(&self, array: &str, ix: Vec<Expr>, t: Thread, span: Span) -> Expr {
        Expr::new(
            ExprKind::Select(Box::new(self.names.array_in_group(array, t, span)), ix),
            span,
        )
    }
}

pub fn unsupported(span: Span, what: &str) -> Diagnostic {
    Diagnostic::error(Phase::Program, span, format!("unsupported: {what}"))
        .with_help("the two-thread reduction handles this in a later version")
}

/// Array reads `A[i]` of shared and global arrays in `e`, outside binders,
/// innermost first.
pub fn array_reads<'e>(e: &'e Expr, names: &Names, out: &mut Vec<(&'e str, &'e [Expr], Span)>) {
    match &e.kind {
        ExprKind::Quant(_) | ExprKind::Let(..) => {}
        ExprKind::Select(m, ix) => {
            ix.iter().for_each(|i| array_reads(i, names, out));
            match &m.kind {
                ExprKind::Var(a) if names.is_array(&a.name) => out.push((&a.name, ix, e.span)),
                _ => array_reads(m, names, out),
            }
        }
        ExprKind::Apply(f, _) if f.name == "__other" => {}
        _ => e.for_each_child(&mut |c| array_reads(c, names, out)),
    }
}

/// A read of a written array inside a quantifier or `let` of `e`: such a
/// read is not one access the reduction can log or make unknown.
pub fn read_under_binder<'e>(e: &'e Expr, names: &Names) -> Option<&'e Ident> {
    fn any_read<'e>(e: &'e Expr, names: &Names) -> Option<&'e Ident> {
        if let ExprKind::Select(m, _) = &e.kind {
            if let ExprKind::Var(a) = &m.kind {
                if names.is_written(&a.name) {
                    return Some(a);
                }
            }
        }
        let mut found = None;
        e.for_each_child(&mut |c| {
            if found.is_none() {
                found = any_read(c, names);
            }
        });
        found
    }
    if matches!(e.kind, ExprKind::Quant(_) | ExprKind::Let(..)) {
        return any_read(e, names);
    }
    let mut found = None;
    e.for_each_child(&mut |c| {
        if found.is_none() {
            found = read_under_binder(c, names);
        }
    });
    found
}

/// Whether `e` has a variable of `set`.
pub fn mentions(e: &Expr, set: &HashSet<String>) -> bool {
    let mut found = false;
    fn walk(e: &Expr, set: &HashSet<String>, found: &mut bool) {
        if let ExprKind::Var(x) = &e.kind {
            *found |= set.contains(&x.name);
        }
        e.for_each_child(&mut |c| walk(c, set, found));
    }
    walk(e, set, &mut found);
    found
}

/// Whether `e` uses an access predicate (`__read`, `__write`, `__atomic`,
/// `__write_value`).
pub fn uses_access_predicate(e: &Expr) -> bool {
    let mut found = false;
    fn walk(e: &Expr, found: &mut bool) {
        if let ExprKind::Apply(f, _) = &e.kind {
            if matches!(
                f.name.as_str(),
                "__read" | "__write" | "__atomic" | "__write_value"
            ) {
                *found = true;
            }
        }
        e.for_each_child(&mut |c| walk(c, found));
    }
    walk(e, &mut found);
    found
}

/// `e` with the free occurrences of the names of `map` renamed.
pub fn rename(e: &Expr, map: &std::collections::HashMap<String, String>) -> Expr {
    let mut copy = e.clone();
    match &mut copy.kind {
        ExprKind::Var(x) => {
            if let Some(n) = map.get(&x.name) {
                x.name = n.clone();
            }
        }
        ExprKind::Quant(q) => {
            let mut inner = map.clone();
            for v in &q.vars {
                inner.remove(&v.name.name);
            }
            q.body = rename(&q.body, &inner);
            for t in &mut q.triggers {
                t.exprs = t.exprs.iter().map(|x| rename(x, &inner)).collect();
            }
        }
        ExprKind::Let(names, values, body) => {
            *values = values.iter().map(|v| rename(v, map)).collect();
            let mut inner = map.clone();
            for n in names.iter() {
                inner.remove(&n.name);
            }
            **body = rename(body, &inner);
        }
        _ => copy.for_each_child_mut(&mut |c| *c = rename(c, map)),
    }
    copy
}

/// A written array that `e` uses other than by indexing it (passed whole to
/// a function, compared, updated as a value): its element reads would
/// escape race checking and the unknown locations of barrier invariants.
pub fn whole_array_use<'e>(e: &'e Expr, names: &Names) -> Option<&'e Ident> {
    match &e.kind {
        ExprKind::Var(x) if names.is_written(&x.name) => Some(x),
        ExprKind::Select(m, ix) => {
            let inner = match &m.kind {
                ExprKind::Var(_) => None,
                _ => whole_array_use(m, names),
            };
            inner.or_else(|| ix.iter().find_map(|i| whole_array_use(i, names)))
        }
        _ => {
            let mut found = None;
            e.for_each_child(&mut |c| {
                if found.is_none() {
                    found = whole_array_use(c, names);
                }
            });
            found
        }
    }
}
