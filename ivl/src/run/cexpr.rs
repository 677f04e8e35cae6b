//! Expressions to [`CExpr`]: names to slots, functions to their kind
//! (bit-vector builtin, definition, geometry helper, uninterpreted), the
//! GPU builtins to their run-time meaning.

use std::rc::Rc;

use super::bv::BvOp;
use super::compile::{
    builtin_name, geometry_function, not_executable, Compiler, GlobalRef, Scope, R,
};
use super::memory::Kind;
use super::program::*;
use super::real::Rational;
use super::value::{Spread, Value};
use crate::sema::types::Ty;
use crate::syntax::ast::*;

/// The largest quantifier domain enumerated.
const MAX_DOMAIN_BITS: u32 = 16;

impl Compiler<'_> {
    pub(super) fn expr(&mut self, e: &Expr, sc: &mut Scope) -> R<CExpr> {
        Ok(match &e.kind {
            ExprKind::Bool(b) => CExpr::Lit(Value::Bool(*b)),
            ExprKind::Int(n) => CExpr::Lit(Value::Int(n.parse().map_err(|_| {
                not_executable(
                    e.span,
                    format!("the integer {n} (the interpreter's integers have 128 bits)"),
                )
            })?)),
            ExprKind::Real(r) => CExpr::Lit(Value::Real(Rational::parse(r).ok_or_else(|| {
                not_executable(
                    e.span,
                    format!("the decimal {r} (too large for 128-bit fractions)"),
                )
            })?)),
            ExprKind::Bv(n, w) => {
                self.check_type(&Ty::Bv(*w), e.span)?;
                let bits: u128 = n
                    .parse()
                    .map_err(|_| not_executable(e.span, format!("the literal {n}bv{w}")))?;
                CExpr::Lit(Value::bv(*w, bits))
            }
            ExprKind::Var(x) => self.name(x, sc)?,
            ExprKind::Apply(f, args) => self.apply(f, args, sc)?,
            ExprKind::Old(x) => {
                self.uses_old = true;
                CExpr::Old(Box::new(self.expr(x, sc)?))
            }
            ExprKind::Unary(UnaryOp::Not, x) => CExpr::Not(Box::new(self.expr(x, sc)?)),
            ExprKind::Unary(UnaryOp::Neg, x) => CExpr::Neg(Box::new(self.expr(x, sc)?)),
            ExprKind::Binary(op, a, b) => CExpr::Binary(
                *op,
                Box::new(self.expr(a, sc)?),
                Box::new(self.expr(b, sc)?),
            ),
            ExprKind::Select(..) => self.select(e, sc)?,
            ExprKind::Store(m, ix, v) => CExpr::Store(
                Box::new(self.expr(m, sc)?),
                self.exprs(ix, sc)?,
                Box::new(self.expr(v, sc)?),
            ),
            ExprKind::Extract(b, hi, lo) => {
                let bound = |x: &Expr| match &x.kind {
                    ExprKind::Int(n) => n.parse::<u32>().ok(),
                    _ => None,
                };
                let (Some(hi), Some(lo)) = (bound(hi), bound(lo)) else {
                    return Err(not_executable(
                        e.span,
                        "an extract with bounds that are not literals",
                    ));
                };
                CExpr::Extract(Box::new(self.expr(b, sc)?), hi, lo)
            }
            ExprKind::IfThenElse(c, a, b) => CExpr::Ite(
                Box::new(self.expr(c, sc)?),
                Box::new(self.expr(a, sc)?),
                Box::new(self.expr(b, sc)?),
            ),
            ExprKind::Quant(q) => self.quantifier(q, e, sc)?,
            ExprKind::Let(names, values, body) => {
                let values = self.exprs(values, sc)?;
                let depth = sc.bound.len();
                sc.bound.extend(names.iter().map(|n| n.name.clone()));
                let body = self.expr(body, sc);
                sc.bound.truncate(depth);
                CExpr::Let(values, Box::new(body?))
            }
            ExprKind::Convert(Conversion::ToInt, x) => CExpr::ToInt(Box::new(self.expr(x, sc)?)),
            ExprKind::Convert(Conversion::ToReal, x) => CExpr::ToReal(Box::new(self.expr(x, sc)?)),
            ExprKind::Error => {
                return Err(not_executable(e.span, "an expression that did not parse"))
            }
        })
    }

    fn exprs(&mut self, es: &[Expr], sc: &mut Scope) -> R<Vec<CExpr>> {
        es.iter().map(|e| self.expr(e, sc)).collect()
    }

    fn name(&mut self, x: &Ident, sc: &mut Scope) -> R<CExpr> {
        if let Some(i) = sc.bound.iter().rposition(|b| *b == x.name) {
            return Ok(CExpr::Bound(i as u32));
        }
        let reads_state = || {
            not_executable(
                x.span,
                format!("a lambda expression that reads the variable {}", x.name),
            )
        };
        if let Some(&s) = sc.slots.and_then(|slots| slots.get(&x.name)) {
            if sc.pure {
                return Err(reads_state());
            }
            return Ok(CExpr::Var(Place::Local(s)));
        }
        match self.refs.get(&x.name).copied() {
            Some(GlobalRef::Const(i)) => Ok(CExpr::Const(i)),
            Some(GlobalRef::ThreadId(id, d)) => Ok(CExpr::ThreadId(id, d)),
            Some(GlobalRef::Var(_)) if sc.pure => Err(reads_state()),
            Some(GlobalRef::Var(p)) => {
                if sc.code && self.out.written(p) {
                    if let Ty::Map(_) = self.place_type(p, &[]) {
                        return Err(not_executable(
                            x.span,
                            format!(
                                "the shared or global array {} used whole in code (its element reads would escape race checking)",
                                x.name
                            ),
                        ));
                    }
                }
                Ok(self.memory_scalar(p, sc))
            }
            None if x.name == "__same_group" => {
                self.relational = true;
                Ok(CExpr::SameGroup)
            }
            None if x.name == "__enabled" => Ok(CExpr::Enabled),
            None => Err(not_executable(x.span, format!("no variable {}", x.name))),
        }
    }

    /// A whole variable: a shared or global scalar read in code is an
    /// access of its one element.
    fn memory_scalar(&mut self, p: Place, sc: &Scope) -> CExpr {
        if let (Place::Shared(_), false) = (p, sc.code) {
            self.out.spec_reads_shared = true;
        }
        match p {
            Place::Shared(_) | Place::Global(_) if sc.code => CExpr::MemRead {
                place: p,
                levels: Vec::new(),
                log: true,
            },
            _ => CExpr::Var(p),
        }
    }

    /// `A[i][j]` of a shared or global `A` reads one element; any other
    /// select is a map operation.
    fn select(&mut self, e: &Expr, sc: &mut Scope) -> R<CExpr> {
        let mut levels = Vec::new();
        let mut base = e;
        while let ExprKind::Select(m, ix) = &base.kind {
            levels.push(ix);
            base = m;
        }
        levels.reverse();
        if let ExprKind::Var(x) = &base.kind {
            let shadowed =
                sc.bound.contains(&x.name) || sc.slots.is_some_and(|s| s.contains_key(&x.name));
            if let (false, Some(GlobalRef::Var(p @ (Place::Shared(_) | Place::Global(_))))) =
                (shadowed, self.refs.get(&x.name).copied())
            {
                if sc.pure {
                    return Err(not_executable(
                        x.span,
                        format!("a lambda expression that reads the variable {}", x.name),
                    ));
                }
                let levels = levels
                    .into_iter()
                    .map(|l| self.exprs(l, sc))
                    .collect::<R<_>>()?;
                if let (Place::Shared(_), false) = (p, sc.code) {
                    self.out.spec_reads_shared = true;
                }
                return Ok(CExpr::MemRead {
                    place: p,
                    levels,
                    log: sc.code,
                });
            }
        }
        let ExprKind::Select(m, ix) = &e.kind else {
            unreachable!("select() is called on selects")
        };
        Ok(CExpr::Select(
            Box::new(self.expr(m, sc)?),
            self.exprs(ix, sc)?,
        ))
    }

    fn apply(&mut self, f: &Ident, args: &[Expr], sc: &mut Scope) -> R<CExpr> {
        let Some(decl) = self.function(&f.name) else {
            return self.gpu_builtin(f, args, sc);
        };
        let cargs = self.exprs(args, sc)?;
        if let Some(op) = builtin_name(&decl.attrs) {
            let Some(bv) = BvOp::parse(op) else {
                return Err(not_executable(
                    f.span,
                    format!("the builtin \"{op}\" of {} (ivl run interprets the SMT-LIB bit-vector operations)", f.name),
                ));
            };
            self.check_type(&self.globals.type_of(&decl.result.ty), f.span)?;
            let mut cargs = cargs.into_iter();
            return Ok(match (bv.arity(), cargs.next(), cargs.next()) {
                (1, Some(a), None) => CExpr::Bv1(bv, Box::new(a)),
                (2, Some(a), Some(b)) if cargs.next().is_none() => {
                    CExpr::Bv2(bv, Box::new(a), Box::new(b))
                }
                _ => {
                    return Err(not_executable(
                        f.span,
                        format!(
                            "{} applies \"{op}\" to the wrong number of arguments",
                            f.name
                        ),
                    ))
                }
            });
        }
        if let Some(overflows) = self.no_overflow_check(&f.name, sc) {
            let check = self.apply(
                &Ident {
                    name: overflows,
                    span: f.span,
                },
                args,
                &mut Scope {
                    slots: sc.slots,
                    bound: sc.bound.clone(),
                    code: false,
                    pure: sc.pure,
                },
            )?;
            let id = self.func_id(&f.name)?;
            return Ok(CExpr::NoOverflow {
                name: f.name.clone(),
                overflows: Box::new(check),
                value: Box::new(CExpr::Call(id, cargs)),
            });
        }
        if decl.body.is_some() {
            return Ok(CExpr::Call(self.func_id(&f.name)?, cargs));
        }
        if let Some((geo, d)) = geometry_function(&f.name) {
            return Ok(CExpr::Geometry(geo, d, cargs));
        }
        let result = self.globals.type_of(&decl.result.ty);
        self.check_type(&result, f.span)?;
        let gen = Rc::new(self.out.gen(&result, 64, Spread::Uniform));
        let slot = match self.out.ufs.iter().position(|u| u.name == f.name) {
            Some(i) => i,
            None => {
                let at = self.constrained.get(&f.name).copied();
                let axiom = at.map(|at| self.position(at));
                self.out.ufs.push(Uf {
                    name: f.name.clone(),
                    decl: self.globals.functions[&f.name].decl as u32,
                    params: decl
                        .params
                        .iter()
                        .map(|p| self.globals.type_of(&p.ty))
                        .collect(),
                    result,
                    axiom,
                });
                self.out.ufs.len() - 1
            }
        };
        Ok(CExpr::Uninterpreted(slot as u32, gen, cargs))
    }

    /// For `bvN_add_noovfl` (`sadd`, `mul`) of the prelude applied in code:
    /// the name of its overflow predicate.
    fn no_overflow_check(&self, name: &str, sc: &Scope) -> Option<String> {
        if !sc.code || !self.assume_no_overflow {
            return None;
        }
        let base = name.strip_suffix("_noovfl")?;
        let (width, op) = base.strip_prefix("bv")?.split_once('_')?;
        let prelude = self.globals.functions.get(name)?.span.file == crate::prelude::FILE;
        (prelude
            && ["8", "16", "32", "64"].contains(&width)
            && ["add", "sadd", "mul"].contains(&op))
        .then(|| format!("{base}_overflows"))
    }

    pub(super) fn func_id(&mut self, name: &str) -> R<u32> {
        if let Some(&id) = self.func_ids.get(name) {
            return Ok(id);
        }
        let decl = self.function(name).expect("a declared function");
        let id = self.out.funcs.len() as u32;
        self.func_ids.insert(name.to_string(), id);
        // Reserved first: the body may call the function itself.
        self.out.funcs.push(Func {
            body: CExpr::Lit(Value::Bool(false)),
        });
        let mut sc = Scope {
            slots: None,
            bound: decl
                .params
                .iter()
                .map(|p| p.name.as_ref().map_or_else(String::new, |n| n.name.clone()))
                .collect(),
            code: false,
            pure: true,
        };
        let body = decl.body.as_ref().expect("a function with a body");
        self.out.funcs[id as usize].body = self.expr(body, &mut sc)?;
        Ok(id)
    }

    fn gpu_builtin(&mut self, f: &Ident, args: &[Expr], sc: &mut Scope) -> R<CExpr> {
        match (f.name.as_str(), args) {
            ("__other", [x]) => {
                self.relational = true;
                Ok(CExpr::Other(Box::new(self.expr(x, sc)?)))
            }
            (op @ ("__uniform" | "__distinct"), [x]) => {
                self.relational = true;
                let here = self.expr(x, sc)?;
                let there = CExpr::Other(Box::new(self.expr(x, sc)?));
                let cmp = if op == "__uniform" {
                    BinaryOp::Eq
                } else {
                    BinaryOp::Neq
                };
                Ok(CExpr::Binary(cmp, Box::new(here), Box::new(there)))
            }
            (op @ ("__read" | "__write" | "__atomic"), [array, offset @ ..]) => {
                let ExprKind::Var(a) = &array.kind else {
                    return Err(not_executable(
                        array.span,
                        "an access predicate of something other than an array",
                    ));
                };
                let place = match self.refs.get(&a.name) {
                    Some(GlobalRef::Var(p @ (Place::Shared(_) | Place::Global(_)))) => *p,
                    _ => {
                        return Err(not_executable(
                            a.span,
                            format!("{} is not a shared or global array", a.name),
                        ))
                    }
                };
                self.out.uses_access_log = true;
                let offset = match offset {
                    [] => None,
                    [i] => Some(Box::new(self.expr(i, sc)?)),
                    _ => {
                        return Err(not_executable(
                            f.span,
                            "an access predicate with several offsets",
                        ))
                    }
                };
                Ok(CExpr::Accessed {
                    kind: match op {
                        "__read" => Kind::Read,
                        "__write" => Kind::Write,
                        _ => Kind::Atomic,
                    },
                    place,
                    offset,
                })
            }
            ("__write_value", _) => Err(not_executable(
                f.span,
                "__write_value(A), the value at the element the two-thread reduction watches (an execution watches none)",
            )),
            _ => Err(not_executable(f.span, format!("no function {}", f.name))),
        }
    }

    fn quantifier(&mut self, q: &Quantifier, e: &Expr, sc: &mut Scope) -> R<CExpr> {
        let depth = sc.bound.len();
        if q.kind == QuantKind::Lambda {
            sc.bound.extend(q.vars.iter().map(|v| v.name.name.clone()));
            let pure = std::mem::replace(&mut sc.pure, true);
            let body = self.expr(&q.body, sc);
            sc.pure = pure;
            sc.bound.truncate(depth);
            return Ok(CExpr::Lambda(Rc::new(body?)));
        }
        let mut domains = Vec::new();
        for v in &q.vars {
            domains.push(self.domain(q, v, e)?);
        }
        sc.bound.extend(q.vars.iter().map(|v| v.name.name.clone()));
        let body = self.expr(&q.body, sc);
        sc.bound.truncate(depth);
        Ok(CExpr::Quant(q.kind, domains, Box::new(body?)))
    }

    fn domain(&mut self, q: &Quantifier, v: &TypedIdent, e: &Expr) -> R<Domain> {
        let ty = self.globals.type_of(&v.ty);
        Ok(match ty {
            Ty::Bool => Domain::Bool,
            Ty::Bv(w) if w <= MAX_DOMAIN_BITS => Domain::Bv(w),
            _ => match (q.vars.len(), guard(q, &v.name.name)) {
                (1, Some((kind, a))) => match self.refs.get(&a.name) {
                    Some(GlobalRef::Var(place)) => Domain::Accessed {
                        kind,
                        place: *place,
                    },
                    _ => return Err(not_executable(a.span, format!("no array {}", a.name))),
                },
                _ => {
                    return Err(not_executable(
                        e.span,
                        format!(
                            "a quantifier over {ty} (ivl run enumerates bool and bit-vectors of at most {MAX_DOMAIN_BITS} bits, or the offsets a thread accessed when the body is guarded by __read/__write(A, x))"
                        ),
                    ))
                }
            },
        })
    }
}

/// For `forall x :: __write(A, x) && ... ==> ...`, `exists x ::
/// __write(A, x) && ...` and GPUVerify's `forall x :: (__write(A) ==>
/// __write(A, x)) ==> __write(A) ==> ...`: only offsets the thread wrote
/// (read, accessed atomically) matter. The kind of access, and `A`.
fn guard<'q>(q: &'q Quantifier, x: &str) -> Option<(Kind, &'q Ident)> {
    let access = |e: &'q Expr, with_offset: bool| match &e.kind {
        ExprKind::Apply(f, args) => {
            let kind = match f.name.as_str() {
                "__read" => Kind::Read,
                "__write" => Kind::Write,
                "__atomic" => Kind::Atomic,
                _ => return None,
            };
            match args.as_slice() {
                [Expr {
                    kind: ExprKind::Var(a),
                    ..
                }, Expr {
                    kind: ExprKind::Var(i),
                    ..
                }] if with_offset && i.name == x => Some((kind, a)),
                [Expr {
                    kind: ExprKind::Var(a),
                    ..
                }] if !with_offset => Some((kind, a)),
                _ => None,
            }
        }
        _ => None,
    };
    let condition = match (&q.kind, &q.body.kind) {
        (QuantKind::Forall, ExprKind::Binary(BinaryOp::Implies, a, then)) => {
            if let ExprKind::Binary(BinaryOp::Implies, any, one) = &a.kind {
                let (any, one) = (access(any, false)?, access(one, true)?);
                let ExprKind::Binary(BinaryOp::Implies, again, _) = &then.kind else {
                    return None;
                };
                let again = access(again, false)?;
                let same =
                    |p: (Kind, &Ident), q: (Kind, &Ident)| p.0 == q.0 && p.1.name == q.1.name;
                return (same(any, one) && same(any, again)).then_some(one);
            }
            a
        }
        (QuantKind::Exists, _) => &q.body,
        _ => return None,
    };
    let mut conjuncts = Vec::new();
    crate::syntax::rewrite::conjuncts(condition, &mut conjuncts);
    conjuncts.into_iter().find_map(|c| access(c, true))
}
