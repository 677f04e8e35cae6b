//! The printer: AST back to canonical, readable IVL text (`ivl fmt`).
//!
//! Printing is idempotent, and parsing the printed text gives the same AST up
//! to spans. Given the source it came from, the printer also keeps the
//! file's comments (each before the declaration, specification or statement
//! that follows it, or at the end of the line it ended) and single blank
//! lines between statements and declarations.

mod expr;

pub use expr::{expr_to_string, type_to_string};

use expr::{
    write_attribute, write_expr_top, write_ident, write_list, write_names, write_type,
    write_typed_idents,
};

use crate::syntax::ast::*;
use crate::syntax::lexer::Comment;

const INDENT: &str = "  ";

/// Prints a program without comments.
pub fn program_to_string(program: &Program) -> String {
    let mut p = Printer::new(None, &[]);
    p.program(program);
    p.out
}

/// Prints a program, keeping the comments and blank lines of `source`, the
/// text it was parsed from.
pub fn format_source(program: &Program, source: &str, comments: &[Comment]) -> String {
    let mut p = Printer::new(Some(source), comments);
    p.program(program);
    p.out
}

struct Printer<'a> {
    out: String,
    indent: usize,
    source: Option<&'a str>,
    comments: &'a [Comment],
    next_comment: usize,
}

impl<'a> Printer<'a> {
    fn new(source: Option<&'a str>, comments: &'a [Comment]) -> Self {
        Printer {
            out: String::new(),
            indent: 0,
            source,
            comments,
            next_comment: 0,
        }
    }

    // ------------------------------------------------------------ layout

    fn line_start(&mut self) {
        for _ in 0..self.indent {
            self.out.push_str(INDENT);
        }
    }

    fn newline(&mut self) {
        while self.out.ends_with(' ') {
            self.out.pop();
        }
        self.out.push('\n');
    }

    fn blank_line(&mut self) {
        if !self.out.is_empty() && !self.out.ends_with("\n\n") && !self.out.ends_with("{\n") {
            self.out.push('\n');
        }
    }

    /// Whether the source has an empty line just before the line holding
    /// byte `offset`.
    fn blank_before(&self, offset: u32) -> bool {
        let Some(src) = self.source else {
            return false;
        };
        let before = &src[..offset as usize];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        if !before[line_start..].trim().is_empty() || line_start == 0 {
            return false;
        }
        let prev = &before[..line_start - 1];
        let prev_start = prev.rfind('\n').map_or(0, |i| i + 1);
        prev[prev_start..].trim().is_empty()
    }

    /// Starts a new item (declaration, spec, statement) that begins at byte
    /// `offset`: comments before it come first, each on its own line.
    fn item(&mut self, offset: u32) {
        self.flush_comments(offset);
        if self.blank_before(offset) {
            self.blank_line();
        }
        self.line_start();
    }

    /// Ends the line of an item that ended at byte `end`, keeping a comment
    /// that follows it on the same source line.
    fn end_item(&mut self, end: u32) {
        if let (Some(src), Some(c)) = (self.source, self.comments.get(self.next_comment)) {
            if c.span.lo >= end && !src[end as usize..c.span.lo as usize].contains('\n') {
                self.out.push(' ');
                self.out.push_str(&c.text);
                self.next_comment += 1;
            }
        }
        self.newline();
    }

    /// The comments not yet printed that start before byte `end`, each on
    /// its own line.
    fn flush_comments(&mut self, end: u32) {
        while let Some(c) = self.comments.get(self.next_comment) {
            if c.span.lo >= end {
                break;
            }
            if self.blank_before(c.span.lo) {
                self.blank_line();
            }
            self.line_start();
            self.out.push_str(&c.text);
            self.newline();
            self.next_comment += 1;
        }
    }

    fn attrs(&mut self, attrs: &[Attribute]) {
        for a in attrs {
            write_attribute(&mut self.out, a);
            self.out.push(' ');
        }
    }

    fn expr(&mut self, e: &Expr) {
        write_expr_top(&mut self.out, e);
    }

    // ------------------------------------------------------- declarations

    fn program(&mut self, program: &Program) {
        let mut previous: Option<&Decl> = None;
        for d in &program.decls {
            if previous.is_some_and(|p| stands_apart(p) || stands_apart(d) || !same_kind(p, d)) {
                self.blank_line();
            }
            self.decl(d);
            previous = Some(d);
        }
        self.flush_comments(u32::MAX);
    }

    fn decl(&mut self, d: &Decl) {
        self.item(d.span.lo);
        match &d.kind {
            DeclKind::Type(t) => {
                self.out.push_str("type ");
                self.attrs(&t.attrs);
                for (i, def) in t.defs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    write_ident(&mut self.out, &def.name.name);
                    if let Some(s) = &def.synonym {
                        self.out.push_str(" = ");
                        write_type(&mut self.out, s);
                    }
                }
                self.out.push(';');
            }
            DeclKind::Const(c) => {
                self.out.push_str("const ");
                self.attrs(&c.attrs);
                if c.unique {
                    self.out.push_str("unique ");
                }
                write_names(&mut self.out, &c.names);
                self.out.push_str(": ");
                write_type(&mut self.out, &c.ty);
                self.out.push(';');
            }
            DeclKind::Function(f) => self.function(f),
            DeclKind::Axiom(a) => {
                self.out.push_str("axiom ");
                self.attrs(&a.attrs);
                self.expr(&a.expr);
                self.out.push(';');
            }
            DeclKind::Var(v) => {
                self.out.push_str(match v.space {
                    MemorySpace::Plain => "",
                    MemorySpace::Shared => "shared ",
                    MemorySpace::Global => "global ",
                });
                self.out.push_str("var ");
                self.attrs(&v.attrs);
                write_typed_idents(&mut self.out, &v.vars);
                self.out.push(';');
            }
            DeclKind::Procedure(p) => {
                if p.kernel {
                    self.out.push_str("kernel ");
                }
                self.out.push_str("procedure ");
                self.signature(&p.attrs, &p.name, &p.ins, &p.outs);
                if p.body.is_none() {
                    self.out.push(';');
                }
                self.end_item(d.span.lo);
                self.indent += 1;
                for s in &p.specs {
                    self.spec(s);
                }
                self.indent -= 1;
                if let Some(body) = &p.body {
                    self.body(body);
                }
                return;
            }
            DeclKind::Implementation(imp) => {
                self.out.push_str("implementation ");
                self.signature(&imp.attrs, &imp.name, &imp.ins, &imp.outs);
                self.end_item(d.span.lo);
                self.body(&imp.body);
                return;
            }
            DeclKind::Geometry(g) => {
                self.out.push_str(g.kind.keyword());
                self.out.push(' ');
                let dims: Vec<&str> = g.dims.iter().map(|(d, _)| d.as_str()).collect();
                if dims.len() == 1 {
                    self.out.push_str(dims[0]);
                } else {
                    self.out.push('(');
                    self.out.push_str(&dims.join(", "));
                    self.out.push(')');
                }
                self.out.push(';');
            }
        }
        self.end_item(d.span.hi);
    }

    fn function(&mut self, f: &FunctionDecl) {
        self.out.push_str("function ");
        self.attrs(&f.attrs);
        write_ident(&mut self.out, &f.name.name);
        self.out.push('(');
        for (i, p) in f.params.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.function_param(p);
        }
        self.out.push(')');
        if f.named_result {
            self.out.push_str(" returns (");
            self.function_param(&f.result);
            self.out.push(')');
        } else {
            self.out.push_str(": ");
            write_type(&mut self.out, &f.result.ty);
        }
        match &f.body {
            Some(body) => {
                self.out.push_str(" { ");
                self.expr(body);
                self.out.push_str(" }");
            }
            None => self.out.push(';'),
        }
    }

    fn function_param(&mut self, p: &FunctionParam) {
        self.attrs(&p.attrs);
        if let Some(n) = &p.name {
            write_ident(&mut self.out, &n.name);
            self.out.push_str(": ");
        }
        write_type(&mut self.out, &p.ty);
    }

    fn signature(
        &mut self,
        attrs: &[Attribute],
        name: &Ident,
        ins: &[TypedIdent],
        outs: &[TypedIdent],
    ) {
        self.attrs(attrs);
        write_ident(&mut self.out, &name.name);
        self.out.push('(');
        write_typed_idents(&mut self.out, ins);
        self.out.push(')');
        if !outs.is_empty() {
            self.out.push_str(" returns (");
            write_typed_idents(&mut self.out, outs);
            self.out.push(')');
        }
    }

    fn spec(&mut self, s: &Spec) {
        self.item(s.span.lo);
        match &s.kind {
            SpecKind::Requires(c) => self.contract("requires", c),
            SpecKind::Ensures(c) => self.contract("ensures", c),
            SpecKind::Modifies(names) => {
                self.out.push_str("modifies ");
                write_names(&mut self.out, names);
                self.out.push(';');
            }
        }
        self.end_item(s.span.hi);
    }

    fn contract(&mut self, keyword: &str, c: &Contract) {
        if c.free {
            self.out.push_str("free ");
        }
        self.out.push_str(keyword);
        self.out.push(' ');
        self.attrs(&c.attrs);
        self.expr(&c.expr);
        self.out.push(';');
    }

    fn body(&mut self, body: &Body) {
        self.line_start();
        self.out.push('{');
        self.newline();
        self.indent += 1;
        for l in &body.locals {
            self.item(l.span.lo);
            self.out.push_str("var ");
            self.attrs(&l.decl.attrs);
            write_typed_idents(&mut self.out, &l.decl.vars);
            self.out.push(';');
            self.end_item(l.span.hi);
        }
        if !body.locals.is_empty() && !body.stmts.stmts.is_empty() {
            self.blank_line();
        }
        self.stmts(&body.stmts);
        self.indent -= 1;
        self.line_start();
        self.out.push('}');
        self.newline();
    }

    // --------------------------------------------------------- statements

    /// The statements of a block and the comments before its `}`.
    fn stmts(&mut self, block: &Block) {
        for s in &block.stmts {
            self.stmt(s);
        }
        self.flush_comments(block.span.hi);
    }

    /// `barrier shared` and its invariants, one per line, then `;`.
    fn barrier(&mut self, b: &BarrierStmt) {
        match b.reach {
            Reach::Warp => self.out.push_str("warp "),
            Reach::Group => {}
            Reach::Grid => self.out.push_str("grid "),
        }
        self.out.push_str("barrier");
        for (i, scope) in b.scope.iter().enumerate() {
            self.out.push_str(if i == 0 { " " } else { ", " });
            self.out.push_str(&scope.word.name);
            if let Some(e) = &scope.when {
                self.out.push_str(" if ");
                self.expr(e);
            }
        }
        self.indent += 1;
        for inv in &b.invariants {
            self.newline();
            self.item(inv.span.lo);
            if inv.binary {
                self.out.push_str("binary ");
            }
            self.out.push_str("invariant ");
            self.attrs(&inv.attrs);
            self.expr(&inv.expr);
            for (i, instance) in inv.instances.iter().enumerate() {
                self.out.push_str(if i == 0 { " for " } else { ", " });
                self.instance(instance);
            }
        }
        self.indent -= 1;
        self.out.push(';');
    }

    fn instance(&mut self, i: &Instance) {
        match i {
            Instance::Expr(e) => self.expr(e),
            Instance::Tuple(items, _) => {
                self.out.push('(');
                for (k, item) in items.iter().enumerate() {
                    if k > 0 {
                        self.out.push_str(", ");
                    }
                    self.instance(item);
                }
                self.out.push(')');
            }
        }
    }

    /// `{`, the statements, `}` (the caller has written what precedes `{`).
    fn block(&mut self, block: &Block) {
        self.out.push('{');
        self.newline();
        self.indent += 1;
        self.stmts(block);
        self.indent -= 1;
        self.line_start();
        self.out.push('}');
    }

    fn stmt(&mut self, s: &Stmt) {
        self.item(s.span.lo);
        match &s.kind {
            StmtKind::Assign(lhss, rhss) => {
                for (i, l) in lhss.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    write_ident(&mut self.out, &l.name.name);
                    for ix in &l.indices {
                        self.out.push('[');
                        write_list(&mut self.out, ix);
                        self.out.push(']');
                    }
                }
                self.out.push_str(" := ");
                write_list(&mut self.out, rhss);
                self.out.push(';');
            }
            StmtKind::Assert(attrs, e) => self.simple("assert", attrs, e),
            StmtKind::Assume(attrs, e) => self.simple("assume", attrs, e),
            StmtKind::Havoc(names) => {
                self.out.push_str("havoc ");
                write_names(&mut self.out, names);
                self.out.push(';');
            }
            StmtKind::Call(c) => {
                if c.free {
                    self.out.push_str("free ");
                }
                self.out.push_str("call ");
                self.attrs(&c.attrs);
                if !c.outs.is_empty() {
                    write_names(&mut self.out, &c.outs);
                    self.out.push_str(" := ");
                }
                write_ident(&mut self.out, &c.callee.name);
                self.out.push('(');
                write_list(&mut self.out, &c.args);
                self.out.push_str(");");
            }
            StmtKind::If(i) => self.if_stmt(i),
            StmtKind::Barrier(b) => self.barrier(b),
            StmtKind::Atomic(a) => {
                self.out.push_str("atomic ");
                if let Some(t) = &a.target {
                    write_ident(&mut self.out, &t.name);
                    self.out.push_str(" := ");
                }
                write_ident(&mut self.out, &a.location.name.name);
                for ix in &a.location.indices {
                    self.out.push('[');
                    write_list(&mut self.out, ix);
                    self.out.push(']');
                }
                self.out.push(';');
            }
            StmtKind::While(w) => {
                self.out.push_str("while ");
                self.guard(&w.guard);
                if w.invariants.is_empty() {
                    self.out.push(' ');
                } else {
                    self.newline();
                    self.indent += 1;
                    for inv in &w.invariants {
                        self.item(inv.span.lo);
                        self.contract("invariant", &inv.contract);
                        self.end_item(inv.span.hi);
                    }
                    self.indent -= 1;
                    self.item(w.body.span.lo);
                }
                self.block(&w.body);
            }
            StmtKind::Break(label) => {
                self.out.push_str("break");
                if let Some(l) = label {
                    self.out.push(' ');
                    write_ident(&mut self.out, &l.name);
                }
                self.out.push(';');
            }
            StmtKind::Return => self.out.push_str("return;"),
            StmtKind::Goto(targets) => {
                self.out.push_str("goto ");
                write_names(&mut self.out, targets);
                self.out.push(';');
            }
            StmtKind::Label(l) => {
                write_ident(&mut self.out, &l.name);
                self.out.push(':');
            }
            StmtKind::Error => self.out.push_str("assert false; // unreadable statement"),
        }
        self.end_item(s.span.hi);
    }

    fn simple(&mut self, keyword: &str, attrs: &[Attribute], e: &Expr) {
        self.out.push_str(keyword);
        self.out.push(' ');
        self.attrs(attrs);
        self.expr(e);
        self.out.push(';');
    }

    fn if_stmt(&mut self, i: &IfStmt) {
        self.out.push_str("if ");
        self.guard(&i.guard);
        self.out.push(' ');
        self.block(&i.then);
        match &i.els {
            None => {}
            Some(Else::Block(b)) => {
                self.out.push_str(" else ");
                self.block(b);
            }
            Some(Else::If(s)) => {
                self.out.push_str(" else ");
                if let StmtKind::If(inner) = &s.kind {
                    self.if_stmt(inner);
                }
            }
        }
    }

    fn guard(&mut self, g: &Guard) {
        match g {
            Guard::Star(_) => self.out.push_str("(*)"),
            Guard::Expr(e) => {
                self.out.push('(');
                self.expr(e);
                self.out.push(')');
            }
        }
    }
}

/// Declarations printed with a blank line around them.
fn stands_apart(d: &Decl) -> bool {
    match &d.kind {
        DeclKind::Procedure(_) | DeclKind::Implementation(_) => true,
        DeclKind::Function(f) => f.body.is_some(),
        _ => false,
    }
}

fn same_kind(a: &Decl, b: &Decl) -> bool {
    std::mem::discriminant(&a.kind) == std::mem::discriminant(&b.kind)
}
