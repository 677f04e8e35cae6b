//! CUB's collectives, modelled by their effect on memory.
//!
//! The block-wide ones, `cub::BlockReduce<T, X, ALGORITHM, Y, Z>` and
//! `cub::BlockScan<T, X, ALGORITHM, Y, Z>` made from `temp_storage` and
//! called at once (`BlockScan(temp_storage).ExclusiveSum(x, y)`): every
//! thread of the block must call them, in blocks of exactly (X, Y, Z)
//! threads (checked); each thread writes its slot of `temp_storage`, all
//! wait at a barrier, and a reduction's thread 0 (a scan's every thread)
//! reads the slots (one read of an arbitrary slot stands for them all:
//! every slot is the one read on some path). Over each thread's items (an
//! array), every item is read and every output item written. Results and
//! outputs are arbitrary. So the bug CUB's documentation warns of, reusing
//! `temp_storage` without a `__syncthreads()` in between, is a race.
//!
//! The warp-wide ones, `cub::WarpReduce<T, N>` and `cub::WarpScan<T, N>`
//! for logical warps of a power of two up to 32 threads, are CUB's shuffle
//! implementations, whose `TempStorage` is empty: they access no memory,
//! and their results and outputs are arbitrary.
//!
//! The operators are CUB's own (`cub::Sum`, `cub::Max`, `cub::Min`, and
//! `cub::ArgMax`, `cub::ArgMin` over `cub::KeyValuePair`s) or the
//! program's function objects whose `operator()` touches no memory: the
//! calls CUB makes of them are left out, which loses no access.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::Func;
use super::place::Place;
use super::translator::{unsupported, Result};
use super::value::Val;
use crate::clang::ast::{strip, Node};
use crate::ctype::{describe, CType};

/// CUB's reduction operators: pure, so leaving their calls out loses no
/// memory access.
const OPERATORS: &[&str] = &[
    "cub::Sum",
    "cub::Max",
    "cub::Min",
    "cub::ArgMax",
    "cub::ArgMin",
];

/// The collectives modelled, by the name of their class template.
#[derive(Clone, Copy, PartialEq)]
enum Collective {
    BlockReduce,
    BlockScan,
    WarpReduce,
    WarpScan,
}

impl Collective {
    fn of(ty: &str) -> Option<Collective> {
        let ty = ty.trim_start_matches("const ");
        [
            ("cub::BlockReduce<", Collective::BlockReduce),
            ("cub::BlockScan<", Collective::BlockScan),
            ("cub::WarpReduce<", Collective::WarpReduce),
            ("cub::WarpScan<", Collective::WarpScan),
        ]
        .into_iter()
        .find(|(prefix, _)| ty.starts_with(prefix))
        .map(|(_, c)| c)
    }

    fn name(self) -> &'static str {
        match self {
            Collective::BlockReduce => "cub::BlockReduce",
            Collective::BlockScan => "cub::BlockScan",
            Collective::WarpReduce => "cub::WarpReduce",
            Collective::WarpScan => "cub::WarpScan",
        }
    }

    fn block_wide(self) -> bool {
        matches!(self, Collective::BlockReduce | Collective::BlockScan)
    }
}

/// What each argument of a collective's call is.
#[derive(Clone, Copy, PartialEq)]
enum Role {
    /// The thread's input (written to its slot).
    Input,
    /// A value only read (an initial value, a count of valid items, a
    /// source lane).
    Value,
    /// A reference the collective writes (an output, an aggregate).
    Output,
    /// The reduction or scan operator.
    Operator,
}

/// Whether `ty` names a CUB collective modelled here.
pub(super) fn is_collective(ty: &str) -> bool {
    Collective::of(ty).is_some()
}

impl<'t, 'a> Func<'t, 'a> {
    /// `Collective(temp_storage).METHOD(args)`: `n` is the call, `callee`
    /// its member expression.
    pub fn cub_collective(&mut self, n: &'a Node, callee: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let object = strip(&callee.inner[0]);
        let kind = Collective::of(object.type_str()).expect("a collective, as matched");
        let method = callee.name();
        let ty = self.t.ctype(n);
        let roles = self.roles(kind, method, n)?;
        self.cub_values(kind, method, n)?;
        let Some(storage) = temp_storage(object) else {
            return unsupported(
                at,
                format!(
                    "{} used other than as a temporary made from its temp_storage",
                    kind.name()
                ),
            );
        };
        // Every argument is evaluated before the call, outputs' places too.
        let mut input = None;
        let mut outputs = Vec::new();
        for (i, role) in roles.iter().enumerate() {
            let arg = &self.args(n)[i];
            match role {
                Role::Input => {
                    let v = match self.cub_items(arg, at)? {
                        // Each item is read; the first stands for them
                        // in the slot (outputs are arbitrary anyway).
                        Some(items) => {
                            let mut first = None;
                            for item in items {
                                let v = self.read(&item, at)?;
                                first.get_or_insert(v);
                            }
                            first.expect("an array of at least one item")
                        }
                        None => self.arg_value(n, i)?,
                    };
                    input = Some(self.staged(v));
                }
                Role::Value => self.arg_effects(n, i)?,
                Role::Operator => self.operator_arg(n, arg, kind)?,
                Role::Output => {
                    let place = self.place(arg)?;
                    outputs.push((arg, self.pinned(place), self.t.ctype(arg)));
                }
            }
        }
        if kind.block_wide() {
            let input = input.expect("every collective has an input");
            self.block_slots(kind, object, storage, input, at)?;
        } else {
            // The storage is evaluated, though CUB's shuffles never touch it.
            self.effects(storage)?;
        }
        for (arg, place, out_ty) in outputs {
            match self.cub_items(arg, at)? {
                Some(items) => {
                    let CType::Array(elem, _) = &out_ty else {
                        unreachable!("items of an array")
                    };
                    for item in items {
                        let v = self.arbitrary("cub.output", elem, at)?;
                        self.write(&item, v, at)?;
                    }
                }
                None => {
                    let v = self.arbitrary("cub.output", &out_ty, at)?;
                    self.write(&place, v, at)?;
                }
            }
        }
        self.arbitrary("cub.result", &ty, at)
    }

    /// CUB copies the values it reduces or scans, and its sums add them:
    /// values whose copies run code of the program's, and sums of values
    /// other than numbers (a struct's `operator+`), are not modelled, as
    /// the model leaves those calls out.
    fn cub_values(&self, kind: Collective, method: &str, n: &'a Node) -> Result<()> {
        let at = n.at.as_ref();
        let Some(input) = self.args(n).first() else {
            return Ok(());
        };
        let value = match self.t.ctype(input) {
            CType::Array(elem, _) => *elem,
            t => t,
        };
        if let CType::Record(r) = &value {
            if self.t.copy_runs_code(r) {
                return unsupported(
                    at,
                    format!("{} of struct {r}, whose copies run code", kind.name()),
                );
            }
            if method.ends_with("Sum") {
                return unsupported(
                    at,
                    format!(
                        "{}'s {method} of struct {r} (its operator+ is not modelled)",
                        kind.name()
                    ),
                );
            }
        }
        Ok(())
    }

    /// The roles of the arguments of `kind`'s `method` called as `n`.
    fn roles(&self, kind: Collective, method: &str, n: &'a Node) -> Result<Vec<Role>> {
        let at = n.at.as_ref();
        let args = self.args(n);
        let count = args.len();
        let scan = matches!(kind, Collective::BlockScan | Collective::WarpScan);
        let roles = match (method, count) {
            ("Sum", 1) if !scan => vec![Role::Input],
            ("Sum", 2) if !scan => vec![Role::Input, Role::Value],
            ("Reduce", 2) if !scan => vec![Role::Input, Role::Operator],
            ("Reduce", 3) if !scan => vec![Role::Input, Role::Operator, Role::Value],
            ("ExclusiveSum" | "InclusiveSum", 2 | 3) if scan => {
                let mut r = vec![Role::Input, Role::Output];
                r.extend((2..count).map(|_| Role::Output));
                r
            }
            ("ExclusiveScan" | "InclusiveScan", 3..=5) if scan => {
                // After the output: values of the input's type (an initial
                // value before the operator, an aggregate after it) and
                // one operator.
                let elem = match self.t.ctype(&args[0]) {
                    CType::Array(e, _) => *e,
                    t => t,
                };
                let mut r = vec![Role::Input, Role::Output];
                let mut operators = 0;
                for a in &args[2..] {
                    r.push(if self.t.ctype(a) != elem {
                        operators += 1;
                        Role::Operator
                    } else if operators == 0 {
                        Role::Value
                    } else {
                        Role::Output
                    });
                }
                let inclusive_with_init = method == "InclusiveScan" && r[2] == Role::Value;
                if operators != 1 || inclusive_with_init {
                    return unsupported(at, format!("{}'s {method} of this form", kind.name()));
                }
                r
            }
            ("Broadcast", 2) if kind == Collective::WarpScan => vec![Role::Input, Role::Value],
            _ => {
                return unsupported(
                    at,
                    format!("{}'s {method} with {count} arguments", kind.name()),
                )
            }
        };
        Ok(roles)
    }

    /// The places of the items of `arg`, when it is a thread's array of
    /// items (`int data[4]` passed as `T (&)[4]`).
    fn cub_items(
        &mut self,
        arg: &'a Node,
        at: Option<&crate::clang::ast::Loc>,
    ) -> Result<Option<Vec<Place>>> {
        let CType::Array(elem, len) = self.t.ctype(arg) else {
            return Ok(None);
        };
        let Some(len) = len.filter(|&l| l > 0) else {
            return unsupported(at, "CUB's items in an array of unknown length");
        };
        let Place::Array { obj, offset } = self.place(arg)? else {
            return unsupported(at, "CUB's items in something other than an array");
        };
        let pointer = Val::Ptr { obj, offset };
        (0..len)
            .map(|k| {
                let index = self.t.ptr().lit(u128::from(k));
                self.pointed(pointer.clone(), index, &elem, at)
            })
            .collect::<Result<Vec<_>>>()
            .map(Some)
    }

    /// A collective's operator: CUB's own, or a function object of the
    /// program's whose `operator()` touches no memory (its calls are left
    /// out).
    fn operator_arg(&mut self, call: &'a Node, arg: &'a Node, kind: Collective) -> Result<()> {
        let at = arg.at.as_ref();
        let ty = strip(arg).type_str();
        let ty = ty
            .trim_start_matches("const ")
            .trim_start_matches("struct ");
        let value = match self.t.ctype(&self.args(call)[0]) {
            CType::Array(elem, _) => *elem,
            t => t,
        };
        // The struct the type names (`ScanOp` of `using ScanOp = typename
        // Traits::ScanOp;` is the traits' member).
        let record = match self.t.ctype(strip(arg)) {
            CType::Record(r) => r,
            _ => ty.to_string(),
        };
        let known = match OPERATORS.contains(&ty) {
            // CUB's operators apply C's to numbers (`+`, `<`); cub::ArgMax
            // and cub::ArgMin compare key-value pairs of numbers.
            true => self.cub_operand(ty, &value),
            false => self.pure_operator(&record, &value),
        };
        if !known && OPERATORS.contains(&ty) {
            return unsupported(
                at,
                format!(
                    "{} with {ty} on {} (CUB's operators are modelled on numbers, cub::ArgMax and cub::ArgMin on key-value pairs of numbers)",
                    kind.name(),
                    describe(&value)
                ),
            );
        }
        if !known {
            return unsupported(
                at,
                format!(
                    "{} with an operator other than CUB's (cub::Sum, cub::Max, cub::Min, cub::ArgMax, cub::ArgMin) or a function object whose operator() touches no memory",
                    kind.name()
                ),
            );
        }
        // A fresh operator (`cub::Max()`, `MaxOp{}`) of a struct that runs
        // nothing when made has no effect; anything else is evaluated for
        // its effects (a constructor of the program's, say).
        let inert = OPERATORS.contains(&ty) || !self.t.runs_at_construction(ty);
        if !(inert && is_fresh_object(arg)) {
            self.effects(arg)?;
        }
        Ok(())
    }

    /// Whether struct `record` is a function object whose calls touch no
    /// memory: no base class or using-declaration, every `operator()`
    /// defined in the struct (none defined outside; a template only when
    /// it is called on `numbers`, which no operator of the program's can
    /// overload), const, and made only of arithmetic on its parameters
    /// and locals and of calls to the headers' pure math functions.
    fn pure_operator(&self, record: &str, value: &CType) -> bool {
        let Some(r) = self.t.record_decl(record) else {
            return false;
        };
        // CUB copies the operator: a copy that runs code of the program's
        // would be left out with the calls.
        if !r.bases.is_empty() || self.t.copy_runs_code(record) {
            return false;
        }
        let numbers = value.is_scalar();
        let mut operators = Vec::new();
        for m in &r.inner {
            let named = m.name.as_deref() == Some("operator()");
            match m.kind.as_str() {
                "UsingDecl" | "UsingShadowDecl" => return false,
                // The pattern (first, with the template's type parameters)
                // and its instances.
                "FunctionTemplateDecl" if named && numbers => {
                    let parameters: Vec<&str> = m
                        .inner
                        .iter()
                        .filter(|c| c.is("TemplateTypeParmDecl"))
                        .map(|c| c.name())
                        .collect();
                    let methods = m.inner.iter().filter(|c| c.is("CXXMethodDecl"));
                    for (k, c) in methods.enumerate() {
                        let own = if k == 0 {
                            parameters.clone()
                        } else {
                            Vec::new()
                        };
                        operators.push((c, own));
                    }
                }
                "FunctionTemplateDecl" if named => return false,
                "CXXMethodDecl" if named => operators.push((m, Vec::new())),
                _ => {}
            }
        }
        !operators.is_empty()
            && operators.iter().all(|(m, parameters)| {
                let Some(body) = m.inner.iter().find(|c| c.is("CompoundStmt")) else {
                    return false;
                };
                let mut locals = Vec::new();
                declared(m, &mut locals);
                // `T (T, T) const`, or with a trailing result type
                // (`auto (T &&, U &&) const -> decltype(t + u)`).
                let ty = m.type_str();
                let head = ty.split(" -> ").next().unwrap_or(ty);
                head.trim_end().ends_with("const")
                    && self.plain_signature(m, value, parameters)
                    && self.pure_code(body, &locals)
            })
    }

    /// Whether CUB's call of operator `m` (a method or a function) runs
    /// nothing but its body: no default argument, and parameters and a
    /// result of the values' type, so that no constructor or conversion
    /// runs at the call (any number when the values are numbers; in a
    /// template's pattern, also one of its type `parameters`).
    fn plain_signature(&self, m: &Node, value: &CType, parameters: &[&str]) -> bool {
        let plain = |ty: CType| match ty {
            t if t.is_scalar() => value.is_scalar(),
            CType::Record(_) => ty == *value && !value.is_scalar(),
            CType::Other(t) => {
                let t = t
                    .trim()
                    .trim_start_matches("const ")
                    .trim_end_matches('&')
                    .trim();
                parameters.contains(&t)
            }
            _ => false,
        };
        let params = super::func::params_of(m).all(|p| {
            let default = p.inner.iter().any(|c| !c.kind.ends_with("Attr"));
            let ty = match self.t.ctype(p) {
                CType::Reference(t) => *t,
                t => t,
            };
            !default && plain(ty)
        });
        let result = m.ty.as_ref().map(|t| t.canonical()).unwrap_or("");
        let result = result.split(" (").next().unwrap_or("").trim();
        // In a pattern, a result that depends on a parameter
        // (`typename std::common_type<T, U>::type`) is a number too.
        let dependent = result
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .any(|w| parameters.contains(&w));
        params
            && (result == "auto" && !parameters.is_empty()
                || dependent
                || plain(self.t.types.parse(result)))
    }

    /// Whether CUB's own operator `op` applies to values of type `value`
    /// as C's operators do: numbers, or for cub::ArgMax and cub::ArgMin
    /// key-value pairs of numbers.
    fn cub_operand(&self, op: &str, value: &CType) -> bool {
        match (op, value) {
            ("cub::ArgMax" | "cub::ArgMin", CType::Record(r)) => {
                // cub::ArgMax's operator() takes only CUB's own pairs.
                r.trim_start_matches("cub::").starts_with("KeyValuePair<")
                    && self
                        .t
                        .record_fields(r)
                        .is_some_and(|fields| fields.iter().all(|(_, t)| t.is_scalar()))
            }
            ("cub::ArgMax" | "cub::ArgMin", _) => false,
            (_, t) => t.is_scalar(),
        }
    }

    /// Whether `op` (an argument naming an operator) is a function of the
    /// program's, or a function object, whose calls touch no memory.
    pub(super) fn pure_callable(&self, op: &Node, value: &CType) -> bool {
        let mut op = strip(op);
        while op.is("ImplicitCastExpr") && op.cast_kind.as_deref() == Some("FunctionToPointerDecay")
        {
            op = strip(&op.inner[0]);
        }
        if let Some(decl) = op
            .referenced_decl
            .as_ref()
            .filter(|d| d.kind == "FunctionDecl")
        {
            let key = self.t.key_of(decl);
            return self
                .t
                .definitions
                .get(&key)
                .is_some_and(|def| self.plain_signature(def, value, &[]))
                && self.pure_function(decl, 0);
        }
        match self.t.ctype(op) {
            CType::Record(r) => self.pure_operator(&r, value) && !self.t.runs_at_construction(&r),
            _ => false,
        }
    }

    /// Whether `n` is made only of what a pure operator may hold.
    fn pure_code(&self, n: &Node, locals: &[&str]) -> bool {
        self.pure_code_at(n, locals, 0)
    }

    /// Whether function `decl`'s definition is pure code over its
    /// parameters and locals, at call depth `depth`.
    fn pure_function(&self, decl: &Node, depth: u32) -> bool {
        let key = self.t.key_of(decl);
        let Some(def) = self.t.definitions.get(&key) else {
            return false;
        };
        let Some(body) = def.inner.iter().find(|c| c.is("CompoundStmt")) else {
            return false;
        };
        let mut locals = Vec::new();
        declared(def, &mut locals);
        self.pure_code_at(body, &locals, depth)
    }

    /// [`Self::pure_code`] inside calls `depth` deep: a call is pure when
    /// it is to one of the headers' pure math functions, or to a function
    /// whose body is pure (`std::forward`, a helper of the program's), up
    /// to a few calls deep.
    fn pure_code_at(&self, n: &Node, locals: &[&str], depth: u32) -> bool {
        let ok = match n.kind.as_str() {
            "CompoundStmt"
            | "ReturnStmt"
            | "DeclStmt"
            | "IfStmt"
            | "ParenExpr"
            | "ImplicitCastExpr"
            | "CStyleCastExpr"
            | "CXXStaticCastExpr"
            | "CXXFunctionalCastExpr"
            | "ConditionalOperator"
            | "BinaryOperator"
            | "CompoundAssignOperator"
            | "IntegerLiteral"
            | "FloatingLiteral"
            | "CXXBoolLiteralExpr"
            | "InitListExpr"
            | "ExprWithCleanups"
            | "MaterializeTemporaryExpr"
            | "CXXBindTemporaryExpr" => {
                !matches!(self.t.ctype(n), CType::Pointer(..) | CType::Reference(..))
                    || n.kind == "ImplicitCastExpr"
                        && n.cast_kind.as_deref() == Some("FunctionToPointerDecay")
            }
            "UnaryOperator" => !matches!(n.opcode.as_deref(), Some("*" | "&")),
            "VarDecl" => n.storage_class.is_none() && n.attrs().next().is_none(),
            "DeclRefExpr" => match &n.referenced_decl {
                Some(d) if d.kind == "VarDecl" || d.kind == "ParmVarDecl" => {
                    locals.contains(&d.id.as_str())
                }
                Some(d) => d.kind == "FunctionDecl" || d.kind == "EnumConstantDecl",
                None => false,
            },
            // A field of a parameter or local struct (`a.x`; not a static
            // member, which is memory).
            "MemberExpr" => {
                let field = || match self.t.ctype(&n.inner[0]) {
                    CType::Record(r) => self.t.record_fields(&r).is_some_and(|fields| {
                        fields
                            .iter()
                            .any(|(f, _)| Some(f.as_str()) == n.name.as_deref())
                    }),
                    _ => false,
                };
                n.is_arrow != Some(true)
                    && strip(&n.inner[0]).is("DeclRefExpr")
                    && self.t.ctype(n).is_scalar()
                    && field()
            }
            "CallExpr" => {
                let name = crate::clang::ast::callee_name(n).unwrap_or("");
                let callee = strip(&n.inner[0]);
                let callee = match callee.is("ImplicitCastExpr") {
                    true => callee.inner.first().map(strip).unwrap_or(callee),
                    false => callee,
                };
                let defined = || {
                    callee
                        .referenced_decl
                        .as_ref()
                        .filter(|d| d.kind == "FunctionDecl")
                        .is_some_and(|d| depth < 4 && self.pure_function(d, depth + 1))
                };
                // In a template's pattern, `std::forward<T>(t)` (the
                // lookup is checked below).
                let unresolved = callee.is("UnresolvedLookupExpr") && n.inner.len() == 2;
                self.is_header_function(n) && pure_math(name) || defined() || unresolved
            }
            "CXXConstructExpr" | "CXXTemporaryObjectExpr" => self.t.user_constructor(n).is_none(),
            // In a template's pattern, called only on numbers (see
            // `pure_operator`): C's operators on them, and std::forward and
            // std::move, which only name their argument.
            "CXXOperatorCallExpr" => {
                let name = n
                    .inner
                    .first()
                    .and_then(|c| c.name.as_deref())
                    .unwrap_or("");
                let op = name.strip_prefix("operator").unwrap_or("-");
                let binary = ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!="];
                let unary = ["-", "+", "!", "~"];
                n.inner
                    .first()
                    .is_some_and(|c| c.is("UnresolvedLookupExpr"))
                    && match n.inner.len() {
                        3 => {
                            binary.contains(&op)
                                || ["&", "|", "^", "<<", ">>", "&&", "||"].contains(&op)
                        }
                        2 => unary.contains(&op),
                        _ => false,
                    }
            }
            // `std::forward` and `std::move` themselves: found in `std`
            // by ordinary lookup only (no function of the program's named
            // so is added by argument-dependent lookup).
            "UnresolvedLookupExpr" => {
                let name = n.name.as_deref().unwrap_or("");
                let type_arguments = n.inner.iter().all(|c| c.is("TemplateArgument"));
                let standard = n.uses_adl == Some(false)
                    && !n.lookups.is_empty()
                    && n.lookups
                        .iter()
                        .all(|d| self.t.std_templates.contains(&d.id));
                name.starts_with("operator")
                    || matches!(name, "forward" | "move") && type_arguments && standard
            }
            // A type given as a template argument (`forward<T>`).
            "TemplateArgument" => return n.ty.is_some(),
            _ => false,
        };
        ok && n.inner.iter().all(|c| self.pure_code_at(c, locals, depth))
    }

    /// A block-wide collective's accesses to `temp_storage`: this thread's
    /// slot written with `input`, a barrier, and the reads (thread 0's for
    /// a reduction, every thread's for a scan).
    fn block_slots(
        &mut self,
        kind: Collective,
        object: &Node,
        storage: &'a Node,
        input: Val,
        at: Option<&crate::clang::ast::Loc>,
    ) -> Result<()> {
        let name = kind.name();
        let Place::Array { obj, offset } = self.place(storage)? else {
            return unsupported(at, format!("{name}'s temp_storage is not an array"));
        };
        let (elem, slots) = match self.t.ctype(storage) {
            CType::Array(e, Some(len)) => (*e, len),
            _ => return unsupported(at, format!("{name}'s temp_storage is not an array")),
        };
        let rank = linear_rank();
        let Some(dims) = block_dims(object.type_str()) else {
            return unsupported(
                at,
                format!("{name} with block dimensions that are not numbers"),
            );
        };
        let shape = ["x", "y", "z"]
            .iter()
            .zip(dims)
            .map(|(a, d)| {
                eq(
                    var(&format!("group_size.{a}"), NO_SPAN),
                    bv(u128::from(d), 32),
                )
            })
            .reduce(and)
            .expect("three dimensions");
        self.check(
            &["assert"],
            format!(
                "{name} for blocks of ({}, {}, {}) threads is called in a block of another shape",
                dims[0], dims[1], dims[2]
            ),
            shape,
            at,
        );
        let pointer = Val::Ptr { obj, offset };
        let index = self.t.ptr().index(Val::Int(rank.clone(), 32, false));
        let slot = self.pointed(pointer.clone(), index, &elem, at)?;
        self.write(&slot, input, at)?;
        self.barrier(Vec::new(), at)?;
        let chosen = self.local("cub.slot", bv_type(32));
        let (read, ()) = self.capture(|f| {
            f.emit(stmt(
                StmtKind::Havoc(vec![ident(&chosen, NO_SPAN)]),
                NO_SPAN,
            ));
            f.emit(stmt(
                StmtKind::Assume(
                    Vec::new(),
                    apply(
                        "bv32_ult",
                        vec![var(&chosen, NO_SPAN), bv(u128::from(slots), 32)],
                    ),
                ),
                NO_SPAN,
            ));
            let index = f.t.ptr().index(Val::Int(var(&chosen, NO_SPAN), 32, false));
            let slot = f.pointed(pointer, index, &elem, at)?;
            let v = f.read(&slot, at)?;
            f.perform(v, at);
            Ok(())
        })?;
        match kind {
            Collective::BlockReduce => self.emit(if_then(eq(rank, bv(0, 32)), read, Vec::new())),
            _ => {
                for s in read {
                    self.emit(s);
                }
            }
        }
        Ok(())
    }
}

/// The parameters and automatic locals of function `n`, by id.
fn declared<'n>(n: &'n Node, out: &mut Vec<&'n str>) {
    let automatic = n.storage_class.is_none() && n.attrs().next().is_none();
    if matches!(n.kind.as_str(), "ParmVarDecl" | "VarDecl") && automatic {
        out.push(&n.id);
    }
    for c in &n.inner {
        declared(c, out);
    }
}

/// The headers' math functions that only compute (min, max, abs, the
/// float functions and their rounding and conversion intrinsics).
fn pure_math(name: &str) -> bool {
    const PURE: &[&str] = &[
        "min", "max", "abs", "labs", "llabs", "umin", "umax", "llmin", "llmax", "ullmin", "ullmax",
        "fabs", "fmin", "fmax", "fma", "sqrt", "rsqrt", "cbrt", "exp", "exp2", "exp10", "expm1",
        "log", "log2", "log10", "log1p", "pow", "sin", "cos", "tan", "tanh", "floor", "ceil",
        "trunc", "round", "rint", "erf", "erfc", "hypot", "copysign", "fdim", "fmod", "saturate",
        "fdividef",
    ];
    const INTRINSICS: &[&str] = &[
        "__fadd_r",
        "__fsub_r",
        "__fmul_r",
        "__fdiv_r",
        "__fmaf_r",
        "__dadd_r",
        "__dsub_r",
        "__dmul_r",
        "__ddiv_r",
        "__fma_r",
        "__float2",
        "__int2",
        "__uint2",
        "__double2",
        "__ll2",
        "__ull2",
        "__half2float",
        "__float_as_",
        "__int_as_",
        "__uint_as_",
        "__expf",
        "__logf",
        "__powf",
        "__sinf",
        "__cosf",
        "__fdividef",
        "__saturatef",
        "__hadd",
        "__hmul",
        "__hsub",
        "__hmax",
        "__hmin",
        "__popc",
        "__clz",
        "__ffs",
        "__brev",
        "__mul24",
        "__umul24",
        "__mulhi",
        "__umulhi",
    ];
    let plain = name.strip_suffix('f').unwrap_or(name);
    PURE.contains(&name) || PURE.contains(&plain) || INTRINSICS.iter().any(|p| name.starts_with(p))
}

/// The thread's rank in its block, as CUB numbers threads (x fastest).
fn linear_rank() -> Expr {
    let v = |n: &str| var(n, NO_SPAN);
    apply(
        "bv32_add",
        vec![
            apply(
                "bv32_mul",
                vec![
                    apply(
                        "bv32_add",
                        vec![
                            apply("bv32_mul", vec![v("local_id.z"), v("group_size.y")]),
                            v("local_id.y"),
                        ],
                    ),
                    v("group_size.x"),
                ],
            ),
            v("local_id.x"),
        ],
    )
}

/// `BLOCK_DIM_X`, `BLOCK_DIM_Y`, `BLOCK_DIM_Z` of the type
/// `cub::BlockReduce<T, X, ALGORITHM, Y, Z, ...>` (or `BlockScan`'s; Y and
/// Z default to 1).
fn block_dims(ty: &str) -> Option<[u32; 3]> {
    let ty = ty.trim_start_matches("const ");
    let (_, rest) = ty.split_once('<')?;
    let inner = rest.strip_suffix('>')?;
    let mut args = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '<' | '(' => depth += 1,
            '>' | ')' => depth -= 1,
            ',' if depth == 0 => {
                args.push(inner[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    args.push(inner[start..].trim());
    let dim = |i: usize| match args.get(i) {
        Some(a) => a.parse().ok(),
        None => Some(1),
    };
    Some([dim(1)?, dim(3)?, dim(4)?])
}

/// An object made in place from nothing (`cub::Max()`, `cub::Max{}`).
pub(super) fn is_fresh_object(n: &Node) -> bool {
    let n = strip(n);
    match n.kind.as_str() {
        "CXXTemporaryObjectExpr" | "CXXConstructExpr" | "InitListExpr" => n.inner.is_empty(),
        "CXXFunctionalCastExpr" | "CXXBindTemporaryExpr" | "ImplicitCastExpr" => {
            n.inner.len() == 1 && is_fresh_object(&n.inner[0])
        }
        _ => false,
    }
}

/// The storage a `BlockReduce(temp_storage)` temporary is made from.
fn temp_storage(object: &Node) -> Option<&Node> {
    let mut n = strip(object);
    loop {
        match n.kind.as_str() {
            "MaterializeTemporaryExpr" | "CXXFunctionalCastExpr" | "CXXBindTemporaryExpr" => {
                n = strip(n.inner.first()?)
            }
            "CXXConstructExpr" | "CXXTemporaryObjectExpr" if n.inner.len() == 1 => {
                return Some(strip(&n.inner[0]));
            }
            _ => return None,
        }
    }
}
