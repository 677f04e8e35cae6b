//! The abstract syntax tree of core IVL. Every node carries its span.
//!
//! The tree is the parser's output and the printer's input; semantic checks
//! read it and keep their results in their own tables. Parentheses are not
//! nodes: the printer puts them back where precedence needs them.

use super::shape::SameShape;
use super::span::Span;

/// A name as written, with its position.
#[derive(Clone, SameShape, Debug)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

/// `{:name arg, ...}`
#[derive(Clone, SameShape, Debug)]
pub struct Attribute {
    pub name: Ident,
    pub args: Vec<AttrArg>,
    pub span: Span,
}

#[derive(Clone, SameShape, Debug)]
pub enum AttrArg {
    Expr(Expr),
    Str(String, Span),
}

#[derive(Clone, SameShape, Debug, Default)]
pub struct Program {
    pub decls: Vec<Decl>,
}

#[derive(Clone, SameShape, Debug)]
pub struct Decl {
    pub kind: DeclKind,
    pub span: Span,
}

#[derive(Clone, SameShape, Debug)]
pub enum DeclKind {
    Type(TypeDecl),
    Const(ConstDecl),
    Function(FunctionDecl),
    Axiom(AxiomDecl),
    Var(VarDecl),
    Procedure(ProcedureDecl),
    Implementation(ImplementationDecl),
    /// GPU layer: `group_size 64;`, `num_groups (4, 4);`
    Geometry(GeometryDecl),
}

/// The thread geometry of the kernels, in up to three dimensions.
#[derive(Clone, SameShape, Debug)]
pub struct GeometryDecl {
    pub kind: GeometryKind,
    /// The sizes as written (decimal), x first.
    pub dims: Vec<(String, Span)>,
}

#[derive(Clone, SameShape, Copy, Debug, PartialEq, Eq)]
pub enum GeometryKind {
    GroupSize,
    NumGroups,
}

impl GeometryKind {
    pub fn keyword(self) -> &'static str {
        match self {
            GeometryKind::GroupSize => "group_size",
            GeometryKind::NumGroups => "num_groups",
        }
    }
}

/// Where a global variable lives: `var` (plain), `shared var` (one copy
/// per group), `global var` (one copy for the whole grid).
#[derive(Clone, SameShape, Copy, Debug, PartialEq, Eq, Default)]
pub enum MemorySpace {
    #[default]
    Plain,
    Shared,
    Global,
}

/// `type {:attrs} T;`, `type T = int;`, or several: `type A, B;`
#[derive(Clone, SameShape, Debug)]
pub struct TypeDecl {
    pub attrs: Vec<Attribute>,
    pub defs: Vec<TypeDef>,
}

#[derive(Clone, SameShape, Debug)]
pub struct TypeDef {
    pub name: Ident,
    /// `Some` for a synonym `T = U`.
    pub synonym: Option<Type>,
}

/// `const {:attrs} unique a, b: T;`
#[derive(Clone, SameShape, Debug)]
pub struct ConstDecl {
    pub attrs: Vec<Attribute>,
    pub unique: bool,
    pub names: Vec<Ident>,
    pub ty: Type,
}

/// `function {:attrs} f(x: int, bool) returns (r: int) { body }`
#[derive(Clone, SameShape, Debug)]
pub struct FunctionDecl {
    pub attrs: Vec<Attribute>,
    pub name: Ident,
    pub params: Vec<FunctionParam>,
    pub result: FunctionParam,
    /// Whether the result was written `returns (r: T)` rather than `: T`.
    pub named_result: bool,
    pub body: Option<Expr>,
}

/// A function's parameter or result; the name is optional.
#[derive(Clone, SameShape, Debug)]
pub struct FunctionParam {
    pub attrs: Vec<Attribute>,
    pub name: Option<Ident>,
    pub ty: Type,
}

#[derive(Clone, SameShape, Debug)]
pub struct AxiomDecl {
    pub attrs: Vec<Attribute>,
    pub expr: Expr,
}

/// `var {:attrs} x: int where x > 0, y: bool;` (global, local or formal)
#[derive(Clone, SameShape, Debug)]
pub struct VarDecl {
    pub attrs: Vec<Attribute>,
    pub vars: Vec<TypedIdent>,
    /// For global variables; `Plain` for locals.
    pub space: MemorySpace,
}

/// `x: T` with an optional `where` clause; one per declared name.
#[derive(Clone, SameShape, Debug)]
pub struct TypedIdent {
    pub attrs: Vec<Attribute>,
    pub name: Ident,
    pub ty: Type,
    pub where_clause: Option<Expr>,
}

#[derive(Clone, SameShape, Debug)]
pub struct ProcedureDecl {
    /// GPU layer: `kernel procedure`, an entry point run by every thread.
    pub kernel: bool,
    pub attrs: Vec<Attribute>,
    pub name: Ident,
    pub ins: Vec<TypedIdent>,
    pub outs: Vec<TypedIdent>,
    pub specs: Vec<Spec>,
    /// A body makes this a procedure and its one implementation.
    pub body: Option<Body>,
}

#[derive(Clone, SameShape, Debug)]
pub struct ImplementationDecl {
    pub attrs: Vec<Attribute>,
    pub name: Ident,
    pub ins: Vec<TypedIdent>,
    pub outs: Vec<TypedIdent>,
    pub body: Body,
}

#[derive(Clone, SameShape, Debug)]
pub struct Spec {
    pub kind: SpecKind,
    pub span: Span,
}

#[derive(Clone, SameShape, Debug)]
pub enum SpecKind {
    Requires(Contract),
    Ensures(Contract),
    Modifies(Vec<Ident>),
}

/// The clause of a `requires`, `ensures` or `invariant`.
#[derive(Clone, SameShape, Debug)]
pub struct Contract {
    pub free: bool,
    pub attrs: Vec<Attribute>,
    pub expr: Expr,
}

/// An implementation body: local declarations, then statements.
#[derive(Clone, SameShape, Debug)]
pub struct Body {
    pub locals: Vec<LocalVars>,
    pub stmts: Block,
    pub span: Span,
}

/// One `var ...;` declaration of locals.
#[derive(Clone, SameShape, Debug)]
pub struct LocalVars {
    pub decl: VarDecl,
    pub span: Span,
}

/// A statement list between braces; `span` covers the braces.
#[derive(Clone, SameShape, Debug)]
pub struct Block {
    pub stmts: Vec<Stmt>,
    pub span: Span,
}

#[derive(Clone, SameShape, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, SameShape, Debug)]
pub enum StmtKind {
    /// `x, a[i] := e1, e2;`
    Assign(Vec<Lhs>, Vec<Expr>),
    Assert(Vec<Attribute>, Expr),
    Assume(Vec<Attribute>, Expr),
    Havoc(Vec<Ident>),
    Call(CallStmt),
    If(IfStmt),
    While(WhileStmt),
    /// `break;` or `break L;`
    Break(Option<Ident>),
    Return,
    Goto(Vec<Ident>),
    /// `L:` labels the statements that follow it.
    Label(Ident),
    /// GPU layer: `barrier shared invariant e for i;`, `grid barrier;`,
    /// `warp barrier;`
    Barrier(BarrierStmt),
    /// GPU layer: `atomic x := A[i];`
    Atomic(AtomicStmt),
    /// A statement the parser could not read (already reported).
    Error,
}

/// `[grid] barrier [shared | global | shared, global] {invariant}* ;` or
/// `warp barrier;`
#[derive(Clone, SameShape, Debug)]
pub struct BarrierStmt {
    pub reach: Reach,
    /// The fence scope words as written (`shared`, `global`); none means
    /// both.
    pub scope: Vec<BarrierScope>,
    pub invariants: Vec<BarrierInvariant>,
}

/// A fence scope word of a barrier, with the condition under which it
/// fences a thread's accesses (`shared if e`: each thread's own `e`;
/// none: always).
#[derive(Clone, SameShape, Debug)]
pub struct BarrierScope {
    pub word: Ident,
    pub when: Option<Expr>,
}

impl BarrierStmt {
    /// Whether the barrier fences memory `word` (`shared` or `global`) for
    /// every thread: named without a condition, or no word named.
    pub fn fences_always(&self, word: &str) -> bool {
        self.reach != Reach::Group
            || self.scope.is_empty()
            || self
                .scope
                .iter()
                .any(|s| s.word.name == word && s.when.is_none())
    }

    /// Whether the barrier may fence memory `word` for some thread.
    pub fn fences(&self, word: &str) -> bool {
        self.fences_always(word) || self.scope.iter().any(|s| s.word.name == word)
    }
}

/// The threads a barrier synchronises: those of one warp, of one group,
/// or of the whole grid.
#[derive(Clone, Copy, SameShape, Debug, PartialEq, Eq)]
pub enum Reach {
    Warp,
    Group,
    Grid,
}

/// `[binary] invariant {:attrs} e [for i1, i2, ...]`
#[derive(Clone, SameShape, Debug)]
pub struct BarrierInvariant {
    pub binary: bool,
    pub attrs: Vec<Attribute>,
    pub expr: Expr,
    pub instances: Vec<Instance>,
    pub span: Span,
}

/// An instantiation: an expression, or a parenthesised tuple of
/// instantiations (a local id in several dimensions; a pair for a binary
/// invariant).
#[derive(Clone, SameShape, Debug)]
pub enum Instance {
    Expr(Expr),
    Tuple(Vec<Instance>, Span),
}

/// `atomic [x :=] A[i];`: reads `A[i]` into `x`, leaves an arbitrary value
/// there, as one indivisible step.
#[derive(Clone, SameShape, Debug)]
pub struct AtomicStmt {
    pub target: Option<Ident>,
    pub location: Lhs,
}

/// The target of an assignment: `x`, `a[i]`, `a[i][j, k]`.
#[derive(Clone, SameShape, Debug)]
pub struct Lhs {
    pub name: Ident,
    pub indices: Vec<Vec<Expr>>,
    pub span: Span,
}

/// `[free] call {:attrs} x, y := P(args);`
#[derive(Clone, SameShape, Debug)]
pub struct CallStmt {
    pub free: bool,
    pub attrs: Vec<Attribute>,
    pub outs: Vec<Ident>,
    pub callee: Ident,
    pub args: Vec<Expr>,
}

/// A loop or conditional guard: an expression, or `*` (either way).
#[derive(Clone, SameShape, Debug)]
pub enum Guard {
    Expr(Expr),
    Star(Span),
}

#[derive(Clone, SameShape, Debug)]
pub struct IfStmt {
    pub guard: Guard,
    pub then: Block,
    pub els: Option<Else>,
}

#[derive(Clone, SameShape, Debug)]
pub enum Else {
    /// `else if ...`
    If(Box<Stmt>),
    Block(Block),
}

#[derive(Clone, SameShape, Debug)]
pub struct WhileStmt {
    pub guard: Guard,
    pub invariants: Vec<Invariant>,
    pub body: Block,
}

#[derive(Clone, SameShape, Debug)]
pub struct Invariant {
    pub contract: Contract,
    pub span: Span,
}

#[derive(Clone, SameShape, Debug)]
pub struct Type {
    pub kind: TypeKind,
    pub span: Span,
}

#[derive(Clone, SameShape, Debug)]
pub enum TypeKind {
    Bool,
    Int,
    Real,
    /// `bvN`: the name `bv` followed by a width.
    Bv(u32),
    /// `[T1, T2]U`
    Map(Vec<Type>, Box<Type>),
    /// A declared type or synonym.
    Named(Ident),
}

#[derive(Clone, SameShape, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, SameShape, Debug)]
pub enum ExprKind {
    Bool(bool),
    /// A natural number in decimal, as written (any size).
    Int(String),
    /// A decimal literal as written: `1.5`, `2e-3`.
    Real(String),
    /// `5bv32`: value in decimal, and width.
    Bv(String, u32),
    Var(Ident),
    /// `f(args)`
    Apply(Ident, Vec<Expr>),
    Old(Box<Expr>),
    Unary(UnaryOp, Box<Expr>),
    Binary(BinaryOp, Box<Expr>, Box<Expr>),
    /// `m[i, j]`
    Select(Box<Expr>, Vec<Expr>),
    /// `m[i, j := v]`
    Store(Box<Expr>, Vec<Expr>, Box<Expr>),
    /// `b[hi:lo]`: bits `lo` to `hi - 1`. The bounds are expressions so that
    /// the checker, not the parser, reports a bound that is not a literal.
    Extract(Box<Expr>, Box<Expr>, Box<Expr>),
    IfThenElse(Box<Expr>, Box<Expr>, Box<Expr>),
    Quant(Box<Quantifier>),
    /// `(var x, y := e1, e2; body)`
    Let(Vec<Ident>, Vec<Expr>, Box<Expr>),
    /// `int(e)` (real to int, rounding down) and `real(e)` (int to real).
    Convert(Conversion, Box<Expr>),
    /// An expression the parser could not read (already reported).
    Error,
}

#[derive(Clone, SameShape, Copy, Debug, PartialEq, Eq)]
pub enum Conversion {
    ToInt,
    ToReal,
}

#[derive(Clone, SameShape, Debug)]
pub struct Quantifier {
    pub kind: QuantKind,
    pub vars: Vec<TypedIdent>,
    pub attrs: Vec<Attribute>,
    /// Each trigger is one multi-pattern `{e1, e2}`.
    pub triggers: Vec<Trigger>,
    pub body: Expr,
}

#[derive(Clone, SameShape, Debug)]
pub struct Trigger {
    pub exprs: Vec<Expr>,
    pub span: Span,
}

#[derive(Clone, SameShape, Copy, Debug, PartialEq, Eq)]
pub enum QuantKind {
    Forall,
    Exists,
    Lambda,
}

#[derive(Clone, SameShape, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Not,
    Neg,
}

#[derive(Clone, SameShape, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Iff,
    Implies,
    Explies,
    And,
    Or,
    Eq,
    Neq,
    Lt,
    Le,
    Gt,
    Ge,
    Concat,
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    RealDiv,
    Pow,
}

impl BinaryOp {
    pub fn symbol(self) -> &'static str {
        use BinaryOp::*;
        match self {
            Iff => "<==>",
            Implies => "==>",
            Explies => "<==",
            And => "&&",
            Or => "||",
            Eq => "==",
            Neq => "!=",
            Lt => "<",
            Le => "<=",
            Gt => ">",
            Ge => ">=",
            Concat => "++",
            Add => "+",
            Sub => "-",
            Mul => "*",
            Div => "div",
            Mod => "mod",
            RealDiv => "/",
            Pow => "**",
        }
    }
}

impl UnaryOp {
    pub fn symbol(self) -> &'static str {
        match self {
            UnaryOp::Not => "!",
            UnaryOp::Neg => "-",
        }
    }
}

impl Expr {
    pub fn new(kind: ExprKind, span: Span) -> Expr {
        Expr { kind, span }
    }

    /// Calls `f` on each direct subexpression of `e`, mutably.
    pub fn for_each_child_mut(&mut self, f: &mut impl FnMut(&mut Expr)) {
        match &mut self.kind {
            ExprKind::Bool(_)
            | ExprKind::Int(_)
            | ExprKind::Real(_)
            | ExprKind::Bv(..)
            | ExprKind::Var(_)
            | ExprKind::Error => {}
            ExprKind::Apply(_, args) => args.iter_mut().for_each(f),
            ExprKind::Old(x) | ExprKind::Unary(_, x) | ExprKind::Convert(_, x) => f(x),
            ExprKind::Binary(_, a, b) => {
                f(a);
                f(b);
            }
            ExprKind::Select(m, ix) => {
                f(m);
                ix.iter_mut().for_each(f);
            }
            ExprKind::Store(m, ix, v) => {
                f(m);
                ix.iter_mut().for_each(&mut *f);
                f(v);
            }
            ExprKind::Extract(b, hi, lo) => {
                f(b);
                f(hi);
                f(lo);
            }
            ExprKind::IfThenElse(c, a, b) => {
                f(c);
                f(a);
                f(b);
            }
            ExprKind::Quant(q) => {
                for t in &mut q.triggers {
                    t.exprs.iter_mut().for_each(&mut *f);
                }
                f(&mut q.body);
            }
            ExprKind::Let(_, values, body) => {
                values.iter_mut().for_each(&mut *f);
                f(body);
            }
        }
    }

    /// Calls `f` on each direct subexpression of `e`.
    pub fn for_each_child<'a>(&'a self, f: &mut impl FnMut(&'a Expr)) {
        match &self.kind {
            ExprKind::Bool(_)
            | ExprKind::Int(_)
            | ExprKind::Real(_)
            | ExprKind::Bv(..)
            | ExprKind::Var(_)
            | ExprKind::Error => {}
            ExprKind::Apply(_, args) => args.iter().for_each(f),
            ExprKind::Old(x) | ExprKind::Unary(_, x) | ExprKind::Convert(_, x) => f(x),
            ExprKind::Binary(_, a, b) => {
                f(a);
                f(b);
            }
            ExprKind::Select(m, ix) => {
                f(m);
                ix.iter().for_each(f);
            }
            ExprKind::Store(m, ix, v) => {
                f(m);
                ix.iter().for_each(&mut *f);
                f(v);
            }
            ExprKind::Extract(b, hi, lo) => {
                f(b);
                f(hi);
                f(lo);
            }
            ExprKind::IfThenElse(c, a, b) => {
                f(c);
                f(a);
                f(b);
            }
            ExprKind::Quant(q) => {
                for t in &q.triggers {
                    t.exprs.iter().for_each(&mut *f);
                }
                f(&q.body);
            }
            ExprKind::Let(_, values, body) => {
                values.iter().for_each(&mut *f);
                f(body);
            }
        }
    }
}

impl Lhs {
    /// The value the assignment `self := value` gives the variable:
    /// `a[i][j] := v` stores `a[i := a[i][j := v]]` in `a`.
    pub fn stored(&self, value: &Expr) -> Expr {
        fn update(base: Expr, levels: &[Vec<Expr>], value: &Expr) -> Expr {
            let Some((first, rest)) = levels.split_first() else {
                return value.clone();
            };
            let span = base.span;
            let inner = Expr::new(
                ExprKind::Select(Box::new(base.clone()), first.clone()),
                span,
            );
            let inner = update(inner, rest, value);
            Expr::new(
                ExprKind::Store(Box::new(base), first.clone(), Box::new(inner)),
                span,
            )
        }
        let base = Expr::new(ExprKind::Var(self.name.clone()), self.name.span);
        update(base, &self.indices, value)
    }
}

impl Type {
    /// The type a name denotes when written in a type position: `bvN` is a
    /// bit-vector type, anything else a declared type.
    pub fn from_name(name: Ident) -> Type {
        let span = name.span;
        let kind = match bv_width(&name.name) {
            Some(w) => TypeKind::Bv(w),
            None => TypeKind::Named(name),
        };
        Type { kind, span }
    }
}

/// The width `N` if `name` is `bvN` (N without leading zeros, or `0`); a
/// width too large for `u32` is saturated, for the checker to reject.
pub fn bv_width(name: &str) -> Option<u32> {
    let digits = name.strip_prefix("bv")?;
    if digits.is_empty()
        || !digits.bytes().all(|b| b.is_ascii_digit())
        || (digits.len() > 1 && digits.starts_with('0'))
    {
        return None;
    }
    Some(digits.parse().unwrap_or(u32::MAX))
}

impl IfStmt {
    /// The guards and blocks of an `if` / `else if` chain, in order, and the
    /// final `else` block if there is one.
    pub fn chain(&self) -> (Vec<(&Guard, &Block)>, Option<&Block>) {
        let mut arms = vec![(&self.guard, &self.then)];
        let mut els = &self.els;
        loop {
            match els {
                None => return (arms, None),
                Some(Else::Block(b)) => return (arms, Some(b)),
                Some(Else::If(s)) => match &s.kind {
                    StmtKind::If(inner) => {
                        arms.push((&inner.guard, &inner.then));
                        els = &inner.els;
                    }
                    _ => return (arms, None),
                },
            }
        }
    }

    /// Every block of the chain: the branches, then the final `else`.
    pub fn blocks(&self) -> Vec<&Block> {
        let (arms, els) = self.chain();
        arms.into_iter().map(|(_, b)| b).chain(els).collect()
    }
}
