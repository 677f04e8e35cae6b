//! The kernel program as the interpreter runs it: procedures as flat
//! instruction lists with jumps, expressions with every name resolved to a
//! slot, positions in a table.

use std::rc::Rc;

use super::bv::BvOp;
use super::memory::Kind;
use super::value::{Gen, Spread, Value};
use crate::sema::types::Ty;
use crate::syntax::ast::{BinaryOp, QuantKind, Reach};
use crate::syntax::span::Span;

/// An index into [`Compiled::positions`].
pub type Pos = u32;

/// Where code came from: the front end's position (`{:source}`) when
/// there is one, else the IVL file's.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub file: String,
    pub line: u32,
    pub column: u32,
    /// The IVL position, when `file` is a front end's source.
    pub ivl: Option<(String, u32, u32)>,
}

/// The thread-id constants and geometry sizes of the prelude.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Id {
    Local,
    Group,
    Global,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    Group,
    NumGroups,
}

/// A variable's storage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// A slot of the current frame (formal or local).
    Local(u32),
    /// A plain global variable: one copy per thread.
    Private(u32),
    /// A `shared var`: one copy per group.
    Shared(u32),
    /// A `global var`: one copy.
    Global(u32),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Geo {
    GroupOf,
    LocalOf,
    GlobalOf,
}

#[derive(Debug)]
pub enum CExpr {
    Lit(Value),
    Var(Place),
    /// A constant: an index into the run's constant values.
    Const(u32),
    ThreadId(Id, u8),
    /// A variable of a quantifier, let, lambda or function parameter,
    /// counted from the base of the innermost function frame.
    Bound(u32),
    /// `A[i][j]` for a shared or global `A`: an access when `log` (in code,
    /// not in specifications). `levels` are the index lists, outermost first.
    MemRead {
        place: Place,
        levels: Vec<Vec<CExpr>>,
        log: bool,
    },
    Not(Box<CExpr>),
    Neg(Box<CExpr>),
    Binary(BinaryOp, Box<CExpr>, Box<CExpr>),
    Bv1(BvOp, Box<CExpr>),
    Bv2(BvOp, Box<CExpr>, Box<CExpr>),
    /// A function with a body.
    Call(u32, Vec<CExpr>),
    /// An uninterpreted function (its index in [`Compiled::ufs`]): the
    /// inputs' or a model's value, else a hash of its arguments.
    Uninterpreted(u32, Rc<Gen>, Vec<CExpr>),
    /// The prelude's `group_id_of.d`, `local_id_of.d`, `global_id_of.d`.
    Geometry(Geo, u8, Vec<CExpr>),
    /// `bvN_add_noovfl(a, b)` in code: `overflows` is
    /// `bvN_add_overflows(a, b)`; an execution where it holds is discarded.
    NoOverflow {
        name: String,
        overflows: Box<CExpr>,
        value: Box<CExpr>,
    },
    Select(Box<CExpr>, Vec<CExpr>),
    Store(Box<CExpr>, Vec<CExpr>, Box<CExpr>),
    Extract(Box<CExpr>, u32, u32),
    Ite(Box<CExpr>, Box<CExpr>, Box<CExpr>),
    /// `forall`/`exists` over the listed domains, or over the offsets the
    /// thread accessed (see [`Domain`]).
    Quant(QuantKind, Vec<Domain>, Box<CExpr>),
    Let(Vec<CExpr>, Box<CExpr>),
    Lambda(Rc<CExpr>),
    /// `old(e)`: `e` in the state at the procedure's entry.
    Old(Box<CExpr>),
    Other(Box<CExpr>),
    SameGroup,
    Enabled,
    /// `__read(A)` / `__write(A)` / `__atomic(A)` (with an offset: at that
    /// element).
    Accessed {
        kind: Kind,
        place: Place,
        offset: Option<Box<CExpr>>,
    },
    ToInt(Box<CExpr>),
    ToReal(Box<CExpr>),
}

/// The values a quantified variable ranges over.
#[derive(Debug)]
pub enum Domain {
    Bool,
    /// Every bit-vector of a small width.
    Bv(u32),
    /// The offsets of `place` the thread read (wrote) since its last
    /// barrier: a quantifier guarded by `__read(A, x)` / `__write(A, x)`.
    Accessed {
        kind: Kind,
        place: Place,
    },
}

/// A `requires`, `ensures`, invariant or assertion.
#[derive(Debug)]
pub struct Clause {
    pub expr: CExpr,
    pub free: bool,
    pub pos: Pos,
    pub span: Span,
    /// It relates two threads (`__other`, `__same_group` ...).
    pub relational: bool,
    /// Its `{:msg "..."}`: what a failure means (a front end's words).
    pub msg: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckKind {
    Assert,
    InvariantEntry,
    InvariantMaintained,
    /// A precondition of the called procedure (its index).
    CallRequires(u32),
    /// A candidate loop invariant (its index in `Compiled::candidates`):
    /// checked only for the dynamic refutation engine.
    Candidate(u32),
}

#[derive(Debug)]
pub struct CLhs {
    pub place: Place,
    pub levels: Vec<Vec<CExpr>>,
}

/// What a branch decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arm {
    /// Whether an `if` arm is taken.
    If,
    /// Whether a loop runs its body again.
    Loop,
}

#[derive(Debug)]
pub enum Instr {
    Assign(Vec<CLhs>, Vec<CExpr>),
    Check(CheckKind, Clause),
    Assume(Clause),
    /// The places, and the assumptions right after the `havoc` (values are
    /// drawn until they hold).
    Havoc(Vec<Place>, Vec<Clause>),
    Call {
        callee: u32,
        args: Vec<CExpr>,
        outs: Vec<Place>,
        free: bool,
    },
    /// To `target` unless the condition holds (`None`: either way).
    Branch(Option<CExpr>, u32, Arm),
    Jump(u32),
    /// One of the targets, chosen at random.
    Goto(Vec<u32>),
    /// Leave the procedure (to its `Exit`).
    Return,
    /// The end of a procedure: check `ensures`, return the results.
    Exit,
    Barrier(Barrier),
    Atomic {
        target: Option<Place>,
        place: Place,
        levels: Vec<Vec<CExpr>>,
        elem: Rc<Gen>,
    },
}

#[derive(Debug)]
pub struct Barrier {
    pub reach: Reach,
    pub shared: bool,
    /// The condition under which shared memory is fenced for a thread
    /// (`barrier shared if e`); none: always, when `shared`.
    pub shared_if: Option<Clause>,
    pub global: bool,
    pub invariants: Vec<(bool, Clause)>,
}

#[derive(Debug)]
pub struct Proc {
    pub name: String,
    /// The name of each slot.
    pub names: Vec<String>,
    pub ins: u32,
    pub outs: u32,
    /// The type of each slot: in-parameters, out-parameters, locals.
    pub slots: Vec<Ty>,
    /// `where` clauses of slots, assumed when the slot gets an arbitrary
    /// value.
    pub wheres: Vec<(u32, Clause)>,
    pub requires: Vec<Clause>,
    pub ensures: Vec<Clause>,
    /// Empty for a procedure without a body.
    pub code: Vec<(Instr, Pos)>,
    pub has_body: bool,
    /// Thread-private globals the procedure may change (for one without a
    /// body).
    pub modifies: Vec<u32>,
    /// Whether `old` occurs in its body or contract: calls then keep the
    /// entry state.
    pub uses_old: bool,
}

#[derive(Debug)]
pub struct Func {
    pub body: CExpr,
}

#[derive(Debug)]
pub struct Variable {
    pub name: String,
    pub ty: Ty,
}

/// A constant other than the thread ids.
#[derive(Debug)]
pub struct Constant {
    pub name: String,
    pub ty: Ty,
    pub unique: bool,
    pub size: Option<(Size, u8)>,
}

/// An uninterpreted function the kernel applies.
#[derive(Debug)]
pub struct Uf {
    pub name: String,
    /// Its declaration's index, which seeds its arbitrary values.
    pub decl: u32,
    pub params: Vec<Ty>,
    pub result: Ty,
    /// The axiom that mentions it, if one does: its values must then come
    /// from the inputs or from a model of the axioms.
    pub axiom: Option<Pos>,
}

#[derive(Debug)]
pub struct Compiled {
    pub procs: Vec<Proc>,
    pub funcs: Vec<Func>,
    pub ufs: Vec<Uf>,
    /// The constants that axioms about uninterpreted functions mention.
    pub axiom_constants: Vec<String>,
    pub kernel: u32,
    pub consts: Vec<Constant>,
    pub private: Vec<Variable>,
    pub shared: Vec<Variable>,
    pub global: Vec<Variable>,
    /// Per shared and global variable: whether some procedure modifies it
    /// (read-only ones are not race-checked).
    pub shared_written: Vec<bool>,
    pub global_written: Vec<bool>,
    pub named_types: Vec<String>,
    pub positions: Vec<Position>,
    /// Axioms the run can evaluate (about constants and thread ids).
    pub axioms: Vec<Clause>,
    /// Whether `__read`/`__write` occur: threads then log every access.
    pub uses_access_log: bool,
    /// The candidate loop invariants checked (when compiled for the
    /// dynamic engine): each one's position and text as the kernel
    /// program states it.
    pub candidates: Vec<(crate::syntax::span::Span, String)>,
    /// Whether a specification reads shared memory: groups then keep its
    /// contents at their last barrier.
    pub spec_reads_shared: bool,
}

impl Compiled {
    pub fn place_name(&self, p: Place) -> &str {
        match p {
            Place::Shared(i) => &self.shared[i as usize].name,
            Place::Global(i) => &self.global[i as usize].name,
            Place::Private(i) => &self.private[i as usize].name,
            Place::Local(_) => "a local",
        }
    }

    /// The kernel's parameter names.
    pub fn params(&self) -> &[String] {
        let k = &self.procs[self.kernel as usize];
        &k.names[..k.ins as usize]
    }

    pub fn named_type(&self, name: &str) -> u32 {
        self.named_types
            .iter()
            .position(|n| n == name)
            .map_or(u32::MAX, |i| i as u32)
    }

    /// How to make an arbitrary value of `ty` (numbers below `2^bits`,
    /// bit-vectors spread so).
    pub fn gen(&self, ty: &Ty, bits: u32, spread: Spread) -> Gen {
        match ty {
            Ty::Bool | Ty::Error => Gen::Bool,
            Ty::Int => Gen::Int { bits },
            Ty::Real => Gen::Real { bits },
            Ty::Bv(w) => Gen::Bv {
                width: *w,
                bits,
                spread,
            },
            Ty::Named(n) => Gen::Opaque {
                ty: self.named_type(n),
                bits,
            },
            Ty::Map(m) => Gen::Map(Rc::new(self.gen(&m.result, bits, spread))),
        }
    }

    pub fn written(&self, p: Place) -> bool {
        match p {
            Place::Shared(i) => self.shared_written[i as usize],
            Place::Global(i) => self.global_written[i as usize],
            _ => false,
        }
    }
}
