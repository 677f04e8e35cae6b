//! Lowering one implementation to basic blocks.

use std::collections::HashMap;

use indexmap::IndexMap;

use super::*;
use crate::print::expr_to_string;
use crate::sema::env::Globals;
use crate::syntax::ast::{
    self, Body, DeclKind, ExprKind, Guard, Ident, Lhs, ProcedureDecl, SpecKind, Stmt, StmtKind,
    TypedIdent, UnaryOp,
};

/// An implementation to verify: its own formals and body, and the
/// procedure whose contract it must meet.
pub struct Implementation<'a> {
    pub name: &'a Ident,
    pub attrs: &'a [ast::Attribute],
    pub ins: &'a [TypedIdent],
    pub outs: &'a [TypedIdent],
    pub body: &'a Body,
    pub procedure: &'a ProcedureDecl,
}

/// Every implementation of `program`, in declaration order.
pub fn implementations(program: &ast::Program) -> Vec<Implementation<'_>> {
    let procedures: HashMap<&str, &ProcedureDecl> = program
        .decls
        .iter()
        .filter_map(|d| match &d.kind {
            DeclKind::Procedure(p) => Some((p.name.name.as_str(), p)),
            _ => None,
        })
        .collect();
    program
        .decls
        .iter()
        .filter_map(|d| match &d.kind {
            DeclKind::Procedure(p) => p.body.as_ref().map(|body| Implementation {
                name: &p.name,
                attrs: &p.attrs,
                ins: &p.ins,
                outs: &p.outs,
                body,
                procedure: p,
            }),
            DeclKind::Implementation(i) => Some(Implementation {
                name: &i.name,
                attrs: &i.attrs,
                ins: &i.ins,
                outs: &i.outs,
                body: &i.body,
                procedure: procedures.get(i.name.name.as_str())?,
            }),
            _ => None,
        })
        .collect()
}

impl Implementation<'_> {
    /// `{:inline N}` on the implementation or its procedure.
    pub fn inline_depth(&self) -> Option<u32> {
        inline_attribute(self.attrs).or_else(|| inline_attribute(&self.procedure.attrs))
    }

    /// Whether `ivl verify` checks this implementation: not when it is
    /// marked `{:verify false}` or belongs to an inlined procedure.
    pub fn is_verified(&self) -> bool {
        let verify_false = |attrs: &[ast::Attribute]| {
            attrs.iter().any(|a| {
                a.name.name == "verify"
                    && matches!(
                        a.args.first(),
                        Some(ast::AttrArg::Expr(Expr {
                            kind: ExprKind::Bool(false),
                            ..
                        }))
                    )
            })
        };
        self.inline_depth().is_none()
            && !verify_false(self.attrs)
            && !verify_false(&self.procedure.attrs)
    }
}

/// N of `{:inline N}` for a natural literal N (0: every call is
/// `assume false`).
fn inline_attribute(attrs: &[ast::Attribute]) -> Option<u32> {
    attrs
        .iter()
        .find(|a| a.name.name == "inline")
        .and_then(|a| match a.args.first() {
            Some(ast::AttrArg::Expr(Expr {
                kind: ExprKind::Int(n),
                ..
            })) => Some(n.parse().unwrap_or(u32::MAX)),
            _ => None,
        })
}

/// The state of lowering one body (the implementation's, or an inlined
/// callee's).
pub(super) struct BodyCtx {
    pub labels: HashMap<String, BlockId>,
    /// Innermost last: the label (for `break L`), whether it is a loop (for
    /// a plain `break`), and where the break goes.
    pub breaks: Vec<(Option<String>, bool, BlockId)>,
    pub exit: BlockId,
    pub frame: FrameId,
}

pub(super) struct Builder<'a> {
    pub program: &'a ast::Program,
    pub globals: &'a Globals,
    pub cfg: Cfg,
    pub current: BlockId,
    /// The implementation of each `{:inline N}` procedure, with its N.
    pub inlined: &'a HashMap<&'a str, (&'a Implementation<'a>, u32)>,
    /// Procedures being inlined, outermost first.
    pub inlining: Vec<String>,
    pub fresh: usize,
}

/// The frame in which every name is a global (frame 0 of every graph).
pub const GLOBAL_FRAME: FrameId = FrameId::nth(0);

/// The implementation of each `{:inline N}` procedure (the first one, as
/// Boogie takes), with its N.
pub fn inlined<'a>(
    impls: &'a [Implementation<'a>],
) -> HashMap<&'a str, (&'a Implementation<'a>, u32)> {
    let mut map = HashMap::new();
    for i in impls {
        if let Some(depth) = i.inline_depth() {
            map.entry(i.name.name.as_str()).or_insert((i, depth));
        }
    }
    map
}

/// Lowers `imp` to a graph (with its loops still in it).
pub fn build<'a>(
    program: &'a ast::Program,
    globals: &'a Globals,
    inlined: &'a HashMap<&'a str, (&'a Implementation<'a>, u32)>,
    imp: &Implementation,
) -> Cfg {
    let mut cfg = Cfg {
        name: imp.name.name.clone(),
        blocks: IdVec::new(),
        entry: BlockId::nth(0),
        vars: IndexMap::new(),
        frames: IdVec::from(vec![Frame::default()]),
        sites: IdVec::new(),
    };
    for (name, g) in &globals.vars {
        if !g.is_const {
            cfg.vars.insert(
                name.clone(),
                VarInfo {
                    ty: g.ty.clone(),
                    source_name: name.clone(),
                    where_clause: None,
                    is_global: true,
                },
            );
        }
    }
    let mut b = Builder {
        program,
        globals,
        cfg,
        current: BlockId::nth(0),
        inlined,
        inlining: Vec::new(),
        fresh: 0,
    };
    b.global_where_clauses();
    let entry = b.new_block("entry", imp.name.span, OriginKind::Entry);
    b.cfg.entry = entry;
    b.current = entry;

    let body_frame = b.cfg.add_frame(Frame::default());
    let contract_frame = b.cfg.add_frame(Frame::default());
    b.declare_implementation(imp, "", body_frame, contract_frame);
    let all: Vec<String> = b.cfg.vars.keys().cloned().collect();
    let wheres = b.cfg.where_assumptions(&all);
    b.emit_all(wheres);
    for spec in &imp.procedure.specs {
        if let SpecKind::Requires(c) = &spec.kind {
            b.emit(Cmd::Assume {
                expr: c.expr.clone(),
                frame: contract_frame,
            });
        }
    }

    let exit = b.new_block("exit", imp.body.span, OriginKind::Exit);
    b.contract_checks(exit, imp.procedure, false, None, contract_frame);
    let mut ctx = BodyCtx {
        labels: HashMap::new(),
        breaks: Vec::new(),
        exit,
        frame: body_frame,
    };
    b.lower_body(imp.body, &mut ctx, "");
    b.cfg
}

impl<'a> Builder<'a> {
    /// Globals' `where` clauses are facts at every entry.
    fn global_where_clauses(&mut self) {
        for d in &self.program.decls {
            let DeclKind::Var(v) = &d.kind else { continue };
            for var in &v.vars {
                if let (Some(w), Some(info)) =
                    (&var.where_clause, self.cfg.vars.get_mut(&var.name.name))
                {
                    info.where_clause = Some((w.clone(), GLOBAL_FRAME));
                }
            }
        }
    }

    /// A variable key for a local or formal `name`, distinct from every
    /// global and every earlier key.
    pub fn local_key(&self, name: &str, prefix: &str) -> String {
        let mut key = format!("{prefix}{name}");
        while self.cfg.vars.contains_key(&key) {
            key.push('%');
        }
        key
    }

    pub fn declare_var(
        &mut self,
        key: &str,
        v: &TypedIdent,
        where_clause: Option<&Expr>,
        frame: FrameId,
    ) {
        let ty = self.globals.type_of(&v.ty);
        self.cfg.vars.insert(
            key.to_string(),
            VarInfo {
                ty,
                source_name: v.name.name.clone(),
                where_clause: where_clause.map(|w| (w.clone(), frame)),
                is_global: false,
            },
        );
    }

    /// Declares `imp`'s formals and locals under keys starting with
    /// `prefix`: `body_frame` maps the implementation's names to them,
    /// `contract_frame` the procedure's names of the formals. Returns the
    /// keys of the in-parameters, the out-parameters and the locals.
    pub fn declare_implementation(
        &mut self,
        imp: &Implementation,
        prefix: &str,
        body_frame: FrameId,
        contract_frame: FrameId,
    ) -> [Vec<String>; 3] {
        let mut keys = [Vec::new(), Vec::new(), Vec::new()];
        let formals = imp.ins.iter().chain(imp.outs);
        let declared = imp.procedure.ins.iter().chain(&imp.procedure.outs);
        for (i, (own, decl)) in formals.zip(declared).enumerate() {
            let key = self.local_key(&own.name.name, prefix);
            self.declare_var(&key, own, decl.where_clause.as_ref(), contract_frame);
            self.cfg.frames[body_frame]
                .names
                .insert(own.name.name.clone(), key.clone());
            self.cfg.frames[contract_frame]
                .names
                .insert(decl.name.name.clone(), key.clone());
            keys[if i < imp.ins.len() { 0 } else { 1 }].push(key);
        }
        for l in &imp.body.locals {
            for v in &l.decl.vars {
                let key = self.local_key(&v.name.name, prefix);
                self.declare_var(&key, v, v.where_clause.as_ref(), body_frame);
                self.cfg.frames[body_frame]
                    .names
                    .insert(v.name.name.clone(), key.clone());
                keys[2].push(key);
            }
        }
        keys
    }

    pub fn new_block(&mut self, label: &str, span: Span, kind: OriginKind) -> BlockId {
        let label = if label.is_empty() {
            format!("anon{}", self.cfg.blocks.len())
        } else {
            label.to_string()
        };
        self.cfg.blocks.push(BasicBlock {
            label,
            cmds: Vec::new(),
            succs: Vec::new(),
            origin: Origin { span, kind },
        })
    }

    /// Appends to `block` a check of each non-free `requires` (at the call
    /// `at`) or `ensures` (at the exit, or at the return point of an inlined
    /// call `at`) of `procedure`, read in `frame`.
    pub fn contract_checks(
        &mut self,
        block: BlockId,
        procedure: &ProcedureDecl,
        requires: bool,
        at: Option<Span>,
        frame: FrameId,
    ) {
        for spec in &procedure.specs {
            let (c, kind) = match (&spec.kind, requires, at) {
                (SpecKind::Requires(c), true, _) => (
                    c,
                    SiteKind::Precondition {
                        requires: spec.span,
                    },
                ),
                (SpecKind::Ensures(c), false, None) => {
                    (c, SiteKind::Postcondition { ensures: spec.span })
                }
                (SpecKind::Ensures(c), false, Some(_)) => {
                    (c, SiteKind::InlinedPostcondition { ensures: spec.span })
                }
                _ => continue,
            };
            if c.free {
                continue;
            }
            let site = self.cfg.add_site(Site {
                kind,
                span: at.unwrap_or(spec.span),
                text: expr_to_string(&c.expr),
                message: None,
                show: None,
                class: None,
            });
            self.cfg.blocks[block].cmds.push(Cmd::Assert {
                expr: c.expr.clone(),
                frame,
                site,
            });
        }
    }

    pub fn emit(&mut self, cmd: Cmd) {
        self.cfg.blocks[self.current].cmds.push(cmd);
    }

    pub fn emit_all(&mut self, cmds: Vec<Cmd>) {
        self.cfg.blocks[self.current].cmds.extend(cmds);
    }

    pub fn jump(&mut self, to: BlockId) {
        self.cfg.blocks[self.current].succs.push(to);
    }

    /// Ends the current block with a jump; what follows is unreachable
    /// until a label.
    fn jump_away(&mut self, to: BlockId, span: Span) {
        self.jump(to);
        self.current = self.new_block("", span, OriginKind::Plain);
    }

    /// Lowers a body whose labels get `prefix`, ending with a jump to
    /// `ctx.exit` through a return block at the closing brace.
    pub fn lower_body(&mut self, body: &Body, ctx: &mut BodyCtx, prefix: &str) {
        let mut labels = Vec::new();
        collect_labels(&body.stmts.stmts, &mut labels);
        for l in labels {
            let id = self.new_block(&format!("{prefix}{}", l.name), l.span, OriginKind::Label);
            ctx.labels.insert(l.name.clone(), id);
        }
        let start = self.new_block("", body.stmts.span, OriginKind::Plain);
        self.jump(start);
        self.current = start;
        self.stmts(&body.stmts.stmts, ctx);
        let end = body.span.hi.saturating_sub(1) as usize;
        let closing = Span::new(body.span.file, end, end + 1);
        self.return_to(ctx.exit, closing);
    }

    fn return_to(&mut self, exit: BlockId, span: Span) {
        let ret = self.new_block("", span, OriginKind::Return);
        self.jump(ret);
        self.current = ret;
        self.jump_away(exit, span);
    }

    fn stmts(&mut self, stmts: &[Stmt], ctx: &mut BodyCtx) {
        let mut i = 0;
        while i < stmts.len() {
            let s = &stmts[i];
            i += 1;
            let StmtKind::Label(l) = &s.kind else {
                self.stmt(s, ctx, None);
                continue;
            };
            let target = ctx.labels[&l.name];
            self.jump(target);
            self.current = target;
            if let Some(next) = stmts.get(i) {
                if matches!(next.kind, StmtKind::While(_) | StmtKind::If(_)) {
                    self.stmt(next, ctx, Some(&l.name));
                    i += 1;
                }
            }
        }
    }

    fn stmt(&mut self, s: &Stmt, ctx: &mut BodyCtx, label: Option<&str>) {
        match &s.kind {
            StmtKind::Assign(lhss, rhss) => {
                let targets = lhss
                    .iter()
                    .zip(rhss)
                    .map(|(l, r)| self.assignment(l, r, ctx.frame))
                    .collect();
                self.emit(Cmd::Assign {
                    targets,
                    frame: ctx.frame,
                });
            }
            StmtKind::Assert(attrs, e) => {
                let message =
                    attrs
                        .iter()
                        .find_map(|a| match (a.name.name.as_str(), a.args.first()) {
                            ("msg", Some(ast::AttrArg::Str(text, _))) => Some(text.clone()),
                            _ => None,
                        });
                let show = attrs.iter().find(|a| a.name.name == "show").map(|a| {
                    a.args
                        .iter()
                        .filter_map(|arg| match arg {
                            ast::AttrArg::Expr(e) => Some(e.clone()),
                            ast::AttrArg::Str(..) => None,
                        })
                        .collect()
                });
                let class = attrs.iter().find_map(CheckClass::from_attribute);
                let site = self.cfg.add_site(Site {
                    kind: SiteKind::Assert,
                    span: s.span,
                    text: expr_to_string(e),
                    message,
                    show,
                    class,
                });
                self.emit(Cmd::Assert {
                    expr: e.clone(),
                    frame: ctx.frame,
                    site,
                });
            }
            StmtKind::Assume(_, e) => self.emit(Cmd::Assume {
                expr: e.clone(),
                frame: ctx.frame,
            }),
            StmtKind::Havoc(names) => {
                let keys: Vec<String> =
                    names.iter().map(|n| self.key(&n.name, ctx.frame)).collect();
                let wheres = self.cfg.where_assumptions(&keys);
                self.emit(Cmd::Havoc(keys));
                self.emit_all(wheres);
            }
            StmtKind::Call(c) => self.call(s.span, c, ctx),
            StmtKind::If(ifs) => self.if_stmt(s, ifs, ctx, label),
            StmtKind::While(w) => self.while_stmt(s, w, ctx, label),
            StmtKind::Break(target) => {
                let to = ctx
                    .breaks
                    .iter()
                    .rev()
                    .find(|(l, is_loop, _)| match target {
                        Some(t) => l.as_deref() == Some(t.name.as_str()),
                        None => *is_loop,
                    })
                    .map(|(_, _, to)| *to)
                    .expect("break targets are checked by the parser");
                self.jump_away(to, s.span);
            }
            StmtKind::Return => self.return_to(ctx.exit, s.span),
            StmtKind::Goto(targets) => {
                for t in targets {
                    let to = ctx.labels[&t.name];
                    self.jump(to);
                }
                self.current = self.new_block("", s.span, OriginKind::Plain);
            }
            StmtKind::Label(_) | StmtKind::Error => {}
            StmtKind::Barrier(_) | StmtKind::Atomic(_) => {
                unreachable!("kernel programs are lowered to core IVL before verification")
            }
        }
    }

    /// The variable key a source name denotes in `frame`.
    pub fn key(&self, name: &str, frame: FrameId) -> String {
        self.cfg.frames[frame]
            .names
            .get(name)
            .cloned()
            .unwrap_or_else(|| name.to_string())
    }

    /// `a[i][j] := v` is `a := a[i := a[i][j := v]]`.
    fn assignment(&self, lhs: &Lhs, rhs: &Expr, frame: FrameId) -> (String, Expr) {
        (self.key(&lhs.name.name, frame), lhs.stored(rhs))
    }

    fn guard_assume(&mut self, guard: &Guard, negate: bool, frame: FrameId) {
        let Guard::Expr(e) = guard else { return };
        let expr = if negate {
            Expr::new(ExprKind::Unary(UnaryOp::Not, Box::new(e.clone())), e.span)
        } else {
            e.clone()
        };
        self.emit(Cmd::Assume { expr, frame });
    }

    fn if_stmt(&mut self, s: &Stmt, ifs: &ast::IfStmt, ctx: &mut BodyCtx, label: Option<&str>) {
        let join = self.new_block("", s.span, OriginKind::Plain);
        if let Some(l) = label {
            ctx.breaks.push((Some(l.to_string()), false, join));
        }
        let (arms, els) = ifs.chain();
        for (guard, block) in arms {
            let span = match guard {
                Guard::Expr(e) => e.span,
                Guard::Star(span) => *span,
            };
            let then = self.new_block("", span, OriginKind::Then);
            let other = self.new_block("", span, OriginKind::Else);
            self.jump(then);
            self.jump(other);
            self.current = then;
            self.guard_assume(guard, false, ctx.frame);
            self.stmts(&block.stmts, ctx);
            self.jump(join);
            self.current = other;
            self.guard_assume(guard, true, ctx.frame);
        }
        if let Some(block) = els {
            self.stmts(&block.stmts, ctx);
        }
        self.jump(join);
        self.current = join;
        if label.is_some() {
            ctx.breaks.pop();
        }
    }

    fn while_stmt(&mut self, s: &Stmt, w: &ast::WhileStmt, ctx: &mut BodyCtx, label: Option<&str>) {
        let head = self.new_block("", s.span, OriginKind::LoopHead);
        self.jump(head);
        self.current = head;
        for inv in &w.invariants {
            let expr = inv.contract.expr.clone();
            if inv.contract.free {
                self.emit(Cmd::Assume {
                    expr,
                    frame: ctx.frame,
                });
            } else {
                let site = self.cfg.add_site(Site {
                    kind: SiteKind::Invariant,
                    span: inv.span,
                    text: expr_to_string(&expr),
                    message: None,
                    show: None,
                    class: None,
                });
                self.emit(Cmd::Assert {
                    expr,
                    frame: ctx.frame,
                    site,
                });
            }
        }
        let guard_span = match &w.guard {
            Guard::Expr(e) => e.span,
            Guard::Star(span) => *span,
        };
        let body = self.new_block("", guard_span, OriginKind::LoopBody);
        let exit = self.new_block("", guard_span, OriginKind::LoopExit);
        let after = self.new_block("", s.span, OriginKind::Plain);
        self.jump(body);
        self.jump(exit);
        self.current = exit;
        self.guard_assume(&w.guard, true, ctx.frame);
        self.jump(after);
        self.current = body;
        self.guard_assume(&w.guard, false, ctx.frame);
        ctx.breaks.push((label.map(str::to_string), true, after));
        self.stmts(&w.body.stmts, ctx);
        ctx.breaks.pop();
        self.jump(head);
        self.current = after;
    }
}

/// Every label in `stmts`, nested ones too.
fn collect_labels<'s>(stmts: &'s [Stmt], out: &mut Vec<&'s Ident>) {
    for s in stmts {
        match &s.kind {
            StmtKind::Label(l) => out.push(l),
            StmtKind::If(ifs) => {
                for b in ifs.blocks() {
                    collect_labels(&b.stmts, out);
                }
            }
            StmtKind::While(w) => collect_labels(&w.body.stmts, out),
            _ => {}
        }
    }
}
