//! Where IVL code came from: the `{:source "file", line, column}`
//! positions a front end puts on statements (`spec/gpu.md` section 4).
//! Reports use them in preference to the position in the `.ivl` file.
//!
//! A statement or clause with its own `{:source}` (assert, call, loop or
//! barrier invariant, requires, ensures) comes from that position; `assume {:source ...} true;` is a
//! marker: the code after it in the same body, up to the next marker, comes
//! from its position. Spans survive the two-thread reduction, so positions
//! collected from the kernel program apply to its reduction's failures.

use crate::syntax::ast::*;
use crate::syntax::span::Span;

/// A position in the front end's source file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origin {
    pub file: String,
    pub line: u32,
    pub column: u32,
    /// The text of that line, when whoever reports could read the file.
    pub code: Option<String>,
}

#[derive(Default)]
pub struct Origins {
    /// Statements (or invariants) with a position of their own.
    own: Vec<(Span, Origin)>,
    /// Per body: its span and its markers, in text order.
    bodies: Vec<(Span, Vec<(u32, Origin)>)>,
}

impl Origins {
    pub fn collect(program: &Program) -> Origins {
        let mut origins = Origins::default();
        for d in &program.decls {
            if let DeclKind::Procedure(p) = &d.kind {
                for spec in &p.specs {
                    if let SpecKind::Requires(c) | SpecKind::Ensures(c) = &spec.kind {
                        origins.own(&c.attrs, spec.span);
                    }
                }
            }
            let body = match &d.kind {
                DeclKind::Procedure(p) => p.body.as_ref(),
                DeclKind::Implementation(i) => Some(&i.body),
                _ => None,
            };
            if let Some(body) = body {
                let mut markers = Vec::new();
                origins.block(&body.stmts.stmts, &mut markers);
                if !markers.is_empty() {
                    markers.sort_by_key(|(lo, _)| *lo);
                    origins.bodies.push((body.stmts.span, markers));
                }
            }
        }
        origins
    }

    /// The source position of the code at `span`, if a front end gave one.
    pub fn at(&self, span: Span) -> Option<&Origin> {
        let contains =
            |outer: &Span| outer.file == span.file && outer.lo <= span.lo && span.hi <= outer.hi;
        let own = self
            .own
            .iter()
            .filter(|(s, _)| contains(s))
            .min_by_key(|(s, _)| s.hi - s.lo);
        if let Some((_, origin)) = own {
            return Some(origin);
        }
        let (_, markers) = self.bodies.iter().find(|(body, _)| contains(body))?;
        markers
            .iter()
            .take_while(|(lo, _)| *lo <= span.lo)
            .last()
            .map(|(_, origin)| origin)
    }

    fn block(&mut self, stmts: &[Stmt], markers: &mut Vec<(u32, Origin)>) {
        for s in stmts {
            match &s.kind {
                StmtKind::Assume(attrs, e) if matches!(e.kind, ExprKind::Bool(true)) => {
                    if let Some(o) = origin(attrs) {
                        markers.push((s.span.lo, o));
                    }
                }
                StmtKind::Assert(attrs, _) | StmtKind::Assume(attrs, _) => self.own(attrs, s.span),
                StmtKind::Call(c) => self.own(&c.attrs, s.span),
                StmtKind::If(i) => {
                    for b in i.blocks() {
                        self.block(&b.stmts, markers);
                    }
                }
                StmtKind::While(w) => {
                    for inv in &w.invariants {
                        self.own(&inv.contract.attrs, inv.span);
                    }
                    self.block(&w.body.stmts, markers);
                }
                StmtKind::Barrier(b) => {
                    for inv in &b.invariants {
                        self.own(&inv.attrs, inv.span);
                    }
                }
                _ => {}
            }
        }
    }

    fn own(&mut self, attrs: &[Attribute], span: Span) {
        if let Some(o) = origin(attrs) {
            self.own.push((span, o));
        }
    }
}

/// The position of a `{:source "file", line, column}` attribute (checked:
/// a string and two positive naturals).
fn origin(attrs: &[Attribute]) -> Option<Origin> {
    let a = attrs.iter().find(|a| a.name.name == "source")?;
    let [AttrArg::Str(file, _), AttrArg::Expr(line), AttrArg::Expr(column)] = a.args.as_slice()
    else {
        return None;
    };
    let number = |e: &Expr| match &e.kind {
        ExprKind::Int(n) => n.parse().ok(),
        _ => None,
    };
    Some(Origin {
        file: file.clone(),
        line: number(line)?,
        column: number(column)?,
        code: None,
    })
}
