//! Calls: the GPU builtins of each dialect (thread geometry, barriers,
//! atomics, math), GPUVerify's annotation API, and device functions.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::build::source_attr;
use super::func::Func;
use super::translator::{function_key, unsupported, Result};
use super::value::{convert_int, ivl_type, Val};
use crate::clang::ast::{callee_name, strip, Loc, Node};
use crate::ctype::{bits_of, CType};

const AXES: [&str; 3] = ["x", "y", "z"];

/// A struct field's value as its own IVL expression.
fn convert_leaf(v: Val, at: Option<&Loc>) -> Result<Expr> {
    Ok(match v {
        Val::Bool(e) | Val::Int(e, ..) | Val::Float(e, _) => e,
        _ => return unsupported(at, "a struct holding pointers or structs passed by value"),
    })
}

/// CUDA's `threadIdx.x` and friends as the IVL geometry.
pub fn cuda_geometry(variable: &str, field: &str) -> Option<Expr> {
    let base = match variable {
        "threadIdx" => "local_id",
        "blockIdx" => "group_id",
        "blockDim" => "group_size",
        "gridDim" => "num_groups",
        _ => return None,
    };
    AXES.contains(&field)
        .then(|| var(&format!("{base}.{field}"), NO_SPAN))
}

/// The IVL geometry behind an OpenCL work-item function.
fn opencl_geometry(name: &str) -> Option<&'static str> {
    Some(match name {
        "get_local_id" => "local_id",
        "get_group_id" => "group_id",
        "get_local_size" => "group_size",
        "get_num_groups" => "num_groups",
        "get_global_id" => "global_id",
        _ => return None,
    })
}

/// A dimension argument's per-axis value: a constant picks the axis;
/// otherwise a choice on the value (out of range: the C default).
fn by_dimension(dim: Expr, axis: impl Fn(&str) -> Expr, outside: Expr) -> Expr {
    if let ExprKind::Bv(v, _) = &dim.kind {
        return match v.as_str() {
            "0" => axis("x"),
            "1" => axis("y"),
            "2" => axis("z"),
            _ => outside,
        };
    }
    let mut e = outside;
    for (i, a) in AXES.iter().enumerate().rev() {
        e = if_then_else(eq(dim.clone(), bv(i as u128, 32)), axis(a), e);
    }
    e
}

/// Builtins the headers declare so that kernels parse, which the front end
/// does not model yet.
const NOT_MODELLED: &[&str] = &[
    "printf",
    "memcpy",
    "memset",
    "__syncwarp",
    "__syncthreads_count",
    "__syncthreads_and",
    "__syncthreads_or",
    "__ballot_sync",
    "__shfl_sync",
    "__shfl_up_sync",
    "__shfl_down_sync",
    "__shfl_xor_sync",
];

const ATOMICS: &[&str] = &[
    "atomicAdd",
    "atomicSub",
    "atomicExch",
    "atomicMin",
    "atomicMax",
    "atomicAnd",
    "atomicOr",
    "atomicXor",
    "atomicInc",
    "atomicDec",
    "atomicCAS",
];

fn is_atomic(name: &str) -> bool {
    ATOMICS.contains(&name) || name.starts_with("atomic_") || name.starts_with("atom_")
}

/// The float functions the prelude declares (`float32_sqrt` ...).
const PRELUDE_FLOAT_MATH: &[&str] = &[
    "sqrt", "fabs", "exp", "log", "sin", "cos", "floor", "ceil", "pow", "fmin", "fmax", "fma",
];

const FLOAT_MATH: &[(&str, &str)] = &[
    ("sqrt", "sqrt"),
    ("fabs", "fabs"),
    ("exp", "exp"),
    ("log", "log"),
    ("sin", "sin"),
    ("cos", "cos"),
    ("floor", "floor"),
    ("ceil", "ceil"),
    ("pow", "pow"),
    ("fmin", "fmin"),
    ("fmax", "fmax"),
    ("fma", "fma"),
    // `mad` may round differently from `fma`; both are uninterpreted, and
    // nothing is assumed about either.
    ("mad", "mad"),
    ("native_sqrt", "sqrt"),
    ("native_exp", "exp"),
    ("native_log", "log"),
];

impl<'t, 'a> Func<'t, 'a> {
    fn args(&self, n: &'a Node) -> &'a [Node] {
        &n.inner[1..]
    }

    fn arg_value(&mut self, n: &'a Node, i: usize) -> Result<Val> {
        let arg = n
            .inner
            .get(i + 1)
            .ok_or(())
            .or_else(|_| unsupported(n.at.as_ref(), "a call with too few arguments"))?;
        self.value(arg)
    }

    /// Evaluates an argument whose value is not used (its reads happen).
    fn arg_effects(&mut self, n: &'a Node, i: usize) -> Result<()> {
        let v = self.arg_value(n, i)?;
        self.perform(v, n.at.as_ref());
        Ok(())
    }

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
                vars: vec![typed(&bound, bv_type(32))],
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

    pub fn call(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let Some(name) = callee_name(n) else {
            return unsupported(at, "calls through function pointers");
        };
        let ty = self.t.ctype(n);
        let decl = strip(&n.inner[0]).referenced_decl.as_ref().or_else(|| {
            n.inner[0]
                .inner
                .first()
                .and_then(|c| c.referenced_decl.as_ref())
        });
        let key = decl.map(|d| function_key(d.name(), d.ty.as_ref().map_or("", |t| t.canonical())));
        if let Some(def) = key
            .as_ref()
            .and_then(|k| self.t.definitions.get(k))
            .copied()
        {
            if !self.t.is_ours(def) {
                return self.user_call(n, def);
            }
        }
        // A static method of the program's own (`Ops::atomicAdd`), even one
        // named like a builtin, runs its body.
        if let Some(&(method, _)) = decl.and_then(|d| self.t.methods.get(&d.id)) {
            if n.is("CallExpr") && !self.t.is_ours(method) {
                return self.user_call(n, method);
            }
        }
        if let Some(v) = self.builtin(name, n, &ty)? {
            return Ok(v);
        }
        if let Some(decl) = key
            .as_ref()
            .and_then(|k| self.t.declarations.get(k))
            .copied()
        {
            if decl.has_attr("ConstAttr") && !self.t.is_ours(decl) {
                return self.uninterpreted(name, n, decl, &ty);
            }
            if !self.t.is_ours(decl) {
                return self.external_call(name, n, decl, &ty);
            }
        }
        unsupported(at, format!("a call to `{name}`, which has no body"))
    }

    /// `g.sync()` or `synchronize(g)` of a cooperative group: the block's
    /// barrier, or the grid's.
    fn cooperative_sync(&mut self, group: &CType, at: Option<&Loc>) -> Result<()> {
        let CType::Record(name) = group else {
            return unsupported(
                at,
                "synchronising something that is not a cooperative group",
            );
        };
        if name.ends_with("grid_group") {
            self.synchronise(true, Vec::new(), at)
        } else if name.ends_with("thread_block") {
            self.barrier(Vec::new(), at)
        } else {
            unsupported(at, format!("synchronising the cooperative group {name}"))
        }
    }

    /// `object.method(args)` for a const method: the object's fields are
    /// passed by value.
    pub fn method_call(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let callee = strip(&n.inner[0]);
        if callee.name() == "sync" {
            let group = self.t.ctype(&callee.inner[0]);
            if matches!(&group, CType::Record(r) if r.ends_with("grid_group") || r.ends_with("thread_block"))
            {
                return self.cooperative_sync(&group, at).map(|()| Val::Void);
            }
        }
        let method = callee
            .referenced_member_decl
            .as_ref()
            .and_then(|id| self.t.methods.get(id))
            .cloned();
        let Some((def, record)) = method else {
            return unsupported(at, "a call of a method without a body");
        };
        if !def.type_str().ends_with("const") {
            return unsupported(
                at,
                format!(
                    "the method `{}`, which is not const (it may change its object)",
                    def.name()
                ),
            );
        }
        if callee.is_arrow == Some(true) {
            return unsupported(at, "a method called through a pointer");
        }
        let Val::Record(fields) = self.value(&callee.inner[0])? else {
            return unsupported(at, "a method of something that is not an object");
        };
        let mut args = Vec::new();
        for (_, v) in fields {
            args.push(convert_leaf(v, at)?);
        }
        let params = self.parameter_types(def);
        let mut objects = Vec::new();
        for (i, p) in params.iter().enumerate() {
            let v = self.arg_value(n, i)?;
            match (p, v) {
                (CType::Record(_), Val::Record(fields)) => {
                    for (_, v) in fields {
                        args.push(convert_leaf(v, at)?);
                    }
                }
                (p, v) if p.is_scalar() => args.push(self.coerce(v, p, at)?),
                _ => return unsupported(at, "a method argument that is not a number or a struct"),
            }
            objects.push(None);
        }
        let proc = self.procedure(def, objects, Some(&record), at)?;
        self.finish_call(n, proc, args)
    }

    /// A call of a function declared without a body: as GPUVerify assumes,
    /// it returns an arbitrary value and has no other effect.
    fn external_call(&mut self, name: &str, n: &'a Node, decl: &Node, ty: &CType) -> Result<Val> {
        let at = n.at.as_ref();
        let by_value = |f: &Self, t: CType| match t {
            CType::Record(r) => f.t.record_leaves(&r, None).is_ok(),
            t => t.is_scalar(),
        };
        if self
            .parameter_types(decl)
            .into_iter()
            .any(|t| !by_value(self, t))
        {
            return unsupported(
                at,
                format!(
                    "a call to `{name}`, which has no body, with arguments that are not numbers"
                ),
            );
        }
        for i in 0..self.args(n).len() {
            self.arg_effects(n, i)?;
        }
        match ivl_type(ty) {
            Some(t) if !matches!(ty, CType::Void) => {
                let result = self.local(&format!("{name}.result"), t);
                self.emit(stmt(
                    StmtKind::Havoc(vec![ident(&result, NO_SPAN)]),
                    NO_SPAN,
                ));
                Ok(Val::int(var(&result, NO_SPAN), ty))
            }
            _ => Ok(Val::Void),
        }
    }

    /// Builtins and annotations; `None` if `name` is neither.
    fn builtin(&mut self, name: &str, n: &'a Node, ty: &CType) -> Result<Option<Val>> {
        let at = n.at.as_ref();
        let int = |e: Expr| Val::int(e, ty);
        Ok(Some(match name {
            _ if NOT_MODELLED.contains(&name) => return unsupported(at, format!("`{name}` (not modelled yet)")),
            "async_work_group_copy" => self.async_copy(n, ty)?,
            "wait_group_events" => {
                // The copies' accesses stay logged until the next barrier;
                // waiting is a group-wide step like a barrier, on events
                // the same in every work-item.
                let count = self.arg_value(n, 0)?;
                let count = convert_int(count, 32, false);
                let waited = match &count.kind {
                    ExprKind::Bv(v, _) => v.parse::<u64>().ok().filter(|&c| c <= 64),
                    _ => None,
                };
                let Some(waited) = waited else {
                    return unsupported(at, "wait_group_events for a number of events that is not a constant (at most 64)");
                };
                let events = self.arg_value(n, 1)?;
                let elem = CType::int(32, false);
                let mut listed = Vec::new();
                for j in 0..waited {
                    let place = self.pointed(events.clone(), bv(u128::from(j), 32), &elem, at)?;
                    let event = self.read(&place, at)?;
                    listed.push(convert_int(event, 32, false));
                }
                let mut uniform = listed.clone();
                uniform.push(count);
                self.group_uniform("wait_group_events", &uniform, at);
                // Every copy in flight must be among those waited for, or
                // it would go on past the next barrier.
                for (event, copy) in std::mem::take(&mut self.pending_copies) {
                    let line = copy.as_ref().map_or(0, |l| l.line);
                    let waited_for = listed
                        .iter()
                        .map(|e| eq(var(&event, NO_SPAN), e.clone()))
                        .reduce(simplified_or)
                        .unwrap_or(Expr::new(ExprKind::Bool(false), Default::default()));
                    self.check(
                        &["async-copy"],
                        format!("wait_group_events may not wait for the async_work_group_copy at line {line}, which is still in flight"),
                        waited_for,
                        at,
                    );
                }
                Val::Void
            }
            "__syncthreads" => {
                self.barrier(Vec::new(), at)?;
                Val::Void
            }
            "this_thread_block" | "this_grid" if self.is_header_function(n) => Val::Record(Vec::new()),
            "synchronize" if self.is_header_function(n) => {
                let group = self.t.ctype(&n.inner[1]);
                self.cooperative_sync(&group, at)?;
                Val::Void
            }
            "barrier" | "work_group_barrier" => {
                let flags = match n.inner.get(1).and_then(|f| super::constant::fold(f, &self.t.enum_values, &self.t.types)) {
                    Some(v) => v,
                    None => return unsupported(at, "barrier flags that are not a constant"),
                };
                let mut scope = Vec::new();
                if flags & 1 != 0 && flags & 2 == 0 {
                    scope.push(ident("shared", NO_SPAN));
                }
                if flags & 2 != 0 && flags & 1 == 0 {
                    scope.push(ident("global", NO_SPAN));
                }
                if flags & 3 == 0 {
                    return unsupported(at, "a barrier without a memory fence");
                }
                self.barrier(scope, at)?;
                Val::Void
            }
            "__threadfence" | "__threadfence_block" | "__threadfence_system" | "mem_fence" | "read_mem_fence" | "write_mem_fence" => {
                // Fences order a thread's own accesses; they do not
                // synchronise threads, so races are unaffected.
                for i in 0..self.args(n).len() {
                    self.arg_effects(n, i)?;
                }
                Val::Void
            }
            _ if opencl_geometry(name).is_some() => {
                let base = opencl_geometry(name).unwrap();
                let d = self.arg_value(n, 0)?;
                let d = convert_int(d, 32, false);
                let outside = if matches!(name, "get_local_size" | "get_num_groups") { bv(1, 32) } else { bv(0, 32) };
                int(by_dimension(d, |a| var(&format!("{base}.{a}"), NO_SPAN), outside))
            }
            "get_global_size" => {
                let d = self.arg_value(n, 0)?;
                let d = convert_int(d, 32, false);
                int(by_dimension(d, |a| apply("bv32_mul", vec![var(&format!("group_size.{a}"), NO_SPAN), var(&format!("num_groups.{a}"), NO_SPAN)]), bv(1, 32)))
            }
            "get_global_offset" => {
                self.arg_effects(n, 0)?;
                int(bv(0, 32))
            }
            "get_work_dim" => match &self.t.config.group_size {
                Some(dims) => int(bv(dims.len() as u128, 32)),
                None => return unsupported(at, "get_work_dim() without --local_size"),
            },
            "__assert" | "__assume" | "__global_assert" => {
                let arg = self.args(n).first().ok_or(()).or_else(|_| unsupported(at, "an assertion without its condition"))?;
                if name == "__global_assert" && (self.conditional_depth > 0 || self.loop_depth > 0 || !self.kernel || self.returned) {
                    // Elsewhere some threads may be disabled, and a global
                    // assertion must hold for them too.
                    return unsupported(at, "__global_assert other than in a kernel's unconditional code");
                }
                // Code in an assertion (a call, say) runs first.
                let e = self.spec_with_code(arg)?;
                let attrs = at.iter().map(|l| source_attr(l)).collect();
                self.emit(stmt(if name == "__assume" { StmtKind::Assume(attrs, e) } else { StmtKind::Assert(attrs, e) }, NO_SPAN));
                Val::Void
            }
            "__candidate_assert" | "__candidate_global_assert" | "__candidate_invariant" | "__candidate_global_invariant" | "__function_wide_candidate_invariant" => {
                return unsupported(at, format!("{name}: candidate annotations need invariant inference, which ivl does not have yet"))
            }
            "__invariant" | "__global_invariant" => return unsupported(at, format!("{name} other than in a loop condition")),
            "__requires" | "__ensures" | "__global_requires" | "__global_ensures" => {
                return unsupported(at, format!("{name} other than at the start of a function body"))
            }
            "__function_wide_invariant" => {
                return unsupported(at, "__function_wide_invariant other than at the top level of a function body")
            }
            _ if name.starts_with("__barrier_invariant_") => {
                self.barrier_invariant(name, n)?;
                Val::Void
            }
            "__other_int" | "__other_bool" => {
                let v = self.spec_value(n, 0)?;
                let e = self.coerce(v, ty, at)?;
                int(apply("__other", vec![e]))
            }
            "__ivl_same_group" => Val::Bool(var("__same_group", NO_SPAN)),
            "__writes_to" | "__reads_from" => {
                // In a `__spec_` function: the array it may write (read).
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
                        Val::Void
                    }
                    _ => return unsupported(at, format!("{name} of something that is not a pointer into an array")),
                }
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
            "__read" | "__write" => {
                let Val::Ptr { obj, .. } = self.spec_value(n, 0)? else {
                    return unsupported(at, format!("{name} of something that is not a pointer into an array"));
                };
                let o = self.t.objects[obj].clone();
                if o.null {
                    return unsupported(at, format!("{name} of a null pointer"));
                }
                // An array of structs or vectors: any of its fields' maps.
                let maps: Vec<String> = if o.leaves.is_empty() {
                    vec![o.name.clone()]
                } else {
                    o.leaves.iter().map(|(_, l)| self.t.objects[*l].name.clone()).collect()
                };
                let logged = maps.iter().map(|m| apply(name, vec![var(m, NO_SPAN)])).reduce(simplified_or).expect("a map");
                Val::Bool(logged)
            }
            "__read_offset_bytes" | "__write_offset_bytes" => {
                let Val::Ptr { obj, .. } = self.spec_value(n, 0)? else {
                    return unsupported(at, format!("{name} of something that is not a pointer into an array"));
                };
                let o = self.t.objects[obj].clone();
                if o.null || !o.leaves.is_empty() {
                    return unsupported(at, format!("{name} of a null pointer or of an array of structs or vectors"));
                }
                let size = o.elem.size().unwrap_or(1);
                let bound = self.fresh("offset");
                let access = if name.starts_with("__read") { "__read" } else { "__write" };
                self.offsets.push((bound.clone(), access, o.name));
                int(apply("bv32_mul", vec![var(&bound, NO_SPAN), bv(u128::from(size), 32)]))
            }
            "__ite" | "__ite_char" | "__ite_short" | "__ite_int" | "__ite_long" | "__ite_unsigned_char" | "__ite_unsigned_short" | "__ite_unsigned_int" | "__ite_unsigned_long" => {
                let c = self.spec_value(n, 0)?.truth();
                let a = self.spec_value(n, 1)?;
                let b = self.spec_value(n, 2)?;
                let (a, b) = (self.coerce(a, ty, at)?, self.coerce(b, ty, at)?);
                int(if_then_else(c, a, b))
            }
            _ if name.starts_with("__add_noovfl_") => {
                let a = self.arg_value(n, 0)?;
                let b = self.arg_value(n, 1)?;
                let (w, signed) = match ty {
                    CType::Int { bits, signed } => (*bits, *signed),
                    _ => return unsupported(at, name.to_string()),
                };
                let (a, b) = (convert_int(a, w, signed), convert_int(b, w, signed));
                int(apply(&format!("bv{w}_{}_noovfl", if signed { "sadd" } else { "add" }), vec![a, b]))
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
            _ if name.starts_with("__add") => {
                let a = self.arg_value(n, 0)?;
                let b = self.arg_value(n, 1)?;
                return self.arith("+", a, b, ty, at).map(Some);
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
            _ if is_atomic(name) => self.atomic(name, n, ty)?,
            "min" | "max" if ty.is_integer() => {
                let a = self.arg_value(n, 0)?;
                let b = self.arg_value(n, 1)?;
                let CType::Int { bits, signed } = ty else { return unsupported(at, name.to_string()) };
                let (x, y) = (convert_int(a, *bits, *signed), convert_int(b, *bits, *signed));
                let s = if *signed { "s" } else { "u" };
                let less = apply(&format!("bv{bits}_{s}lt"), vec![x.clone(), y.clone()]);
                int(if name == "min" { if_then_else(less, x, y) } else { if_then_else(less, y, x) })
            }
            "add_sat" | "sub_sat" if ty.is_integer() => {
                // The exact result, computed in 64 bits, clamped to the
                // type's range.
                let CType::Int { bits, signed } = ty.clone() else { return unsupported(at, name.to_string()) };
                if bits > 32 {
                    return unsupported(at, format!("{name} on 64-bit integers"));
                }
                let a = self.arg_value(n, 0)?;
                let b = self.arg_value(n, 1)?;
                let wide = |v: Val| convert_int(v, 64, signed);
                let (lo, hi): (i128, i128) = if signed {
                    (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
                } else {
                    (0, (1i128 << bits) - 1)
                };
                let exact = apply(if name == "add_sat" { "bv64_add" } else { "bv64_sub" }, vec![wide(a), wide(b)]);
                // Exact in 64 bits either way, so compared as signed.
                let (lt, gt) = ("bv64_slt", "bv64_sgt");
                let (lo64, hi64) = (bv(lo as u128, 64), bv(hi as u128, 64));
                let clamped = if_then_else(
                    apply(lt, vec![exact.clone(), lo64.clone()]),
                    lo64,
                    if_then_else(apply(gt, vec![exact.clone(), hi64.clone()]), hi64, exact),
                );
                int(super::value::resize(clamped, 64, signed, bits))
            }
            "select" => {
                // OpenCL's scalar select(a, b, c): c ? b : a.
                let a = self.arg_value(n, 0)?;
                let b = self.arg_value(n, 1)?;
                let c = self.arg_value(n, 2)?.truth();
                let (a, b) = (self.coerce(a, ty, at)?, self.coerce(b, ty, at)?);
                int(if_then_else(c, b, a))
            }
            "pown" if matches!(ty, CType::Float(_)) => {
                let CType::Float(w) = ty else { unreachable!("a float") };
                let f = format!("float{w}_pown");
                self.t.declare_function(&f, &[ty.clone(), CType::int(32, true)], ty, at)?;
                let x = self.arg_value(n, 0)?;
                let k = self.arg_value(n, 1)?;
                let args = vec![self.coerce(x, ty, at)?, convert_int(k, 32, true)];
                Val::Float(apply(&f, args), *w)
            }
            "abs" => {
                // |x| at x's width (OpenCL's result is unsigned, so that
                // abs(INT_MIN) is 2^31); an unsigned x is itself.
                let a = self.arg_value(n, 0)?;
                let signed = matches!(self.t.ctype(&n.inner[1]), CType::Int { signed: true, .. });
                let w = bits_of(ty);
                let x = convert_int(a, w, signed);
                if signed {
                    let negative = apply(&format!("bv{w}_slt"), vec![x.clone(), bv(0, w)]);
                    int(if_then_else(negative, apply(&format!("bv{w}_neg"), vec![x.clone()]), x))
                } else {
                    int(x)
                }
            }
            "__mul24" | "__umul24" | "mul24" => {
                // The product of the low 24 bits of each operand (sign-
                // extended for the signed forms).
                let a = self.arg_value(n, 0)?;
                let b = self.arg_value(n, 1)?;
                let signed = matches!(ty, CType::Int { signed: true, .. });
                let low = |v: Val| {
                    let x = convert_int(v, 32, signed);
                    let up = apply("bv32_shl", vec![x, bv(8, 32)]);
                    apply(if signed { "bv32_ashr" } else { "bv32_lshr" }, vec![up, bv(8, 32)])
                };
                int(apply("bv32_mul", vec![low(a), low(b)]))
            }
            "min" | "max" | "fminf" | "fmaxf" if matches!(ty, CType::Float(_)) => {
                let f = if name.contains("min") { "fmin" } else { "fmax" };
                self.float_call(f, n, ty)?
            }
            _ => {
                // Float math: `sqrtf`, `__expf`, `native_exp` ... with the
                // prelude's function, or an uninterpreted one of its own.
                let stem = name.trim_start_matches("__").trim_start_matches("native_").trim_start_matches("half_");
                let base = stem.strip_suffix('f').filter(|_| matches!(ty, CType::Float(32))).unwrap_or(stem);
                let float_args = self.args(n).iter().all(|a| matches!(self.t.ctype(a), CType::Float(_)));
                match FLOAT_MATH.iter().find(|(c, _)| *c == base) {
                    Some((_, f)) if matches!(ty, CType::Float(_)) => self.float_call(f, n, ty)?,
                    None if matches!(ty, CType::Float(_)) && float_args && self.is_header_function(n) => {
                        self.float_call(base, n, ty)?
                    }
                    _ => return Ok(None),
                }
            }
        }))
    }

    /// Whether a call's callee is declared in ivl's headers.
    fn is_header_function(&self, n: &Node) -> bool {
        let callee = strip(&n.inner[0]);
        let decl = callee.referenced_decl.as_ref().or_else(|| {
            callee
                .inner
                .first()
                .and_then(|c| c.referenced_decl.as_ref())
        });
        decl.map(|d| function_key(d.name(), d.ty.as_ref().map_or("", |t| t.canonical())))
            .and_then(|k| self.t.declarations.get(&k))
            .is_some_and(|d| self.t.is_ours(d))
    }

    /// A group-wide step (an async copy, a wait): every work-item of the
    /// group reaches it, or none (checked as barrier divergence is).
    /// Its arguments `values` must be the same in every work-item too.
    fn group_uniform(&mut self, what: &str, values: &[Expr], at: Option<&Loc>) {
        let in_group =
            |e: Expr| binary(BinaryOp::Implies, var("__same_group", NO_SPAN), e, NO_SPAN);
        let enabled = eq(
            var("__enabled", NO_SPAN),
            apply("__other", vec![var("__enabled", NO_SPAN)]),
        );
        self.check(
            &["uniformity"],
            format!("{what} may be reached by non-uniform control flow"),
            in_group(enabled),
            at,
        );
        let same = values
            .iter()
            .map(|v| eq(v.clone(), apply("__other", vec![v.clone()])))
            .reduce(and);
        if let Some(same) = same {
            self.check(
                &["uniformity"],
                format!("{what} may be called with arguments that differ between work-items"),
                in_group(same),
                at,
            );
        }
    }

    /// `async_work_group_copy(dst, src, n, e)`: the group copies `n`
    /// elements, in an order and by work-items unknown. The destination's
    /// contents become arbitrary (other work-items copy the other
    /// elements); each work-item of the pair copies one arbitrary element
    /// `k`, when `k < n` (as an ordinary read and write, logged until the
    /// next barrier), which covers every conflict of the copy with other
    /// accesses; two copies of one element write the same value, a benign
    /// race. The event is the one joined, else a new one.
    fn async_copy(&mut self, n: &'a Node, ty: &CType) -> Result<Val> {
        let at = n.at.as_ref();
        let dst = self.arg_value(n, 0)?;
        let src = self.arg_value(n, 1)?;
        let count = self.arg_value(n, 2)?;
        let joined = self.arg_value(n, 3)?;
        // Where each pointer points: its base (when it may reach several
        // arrays) and offset, the same in every work-item.
        let mut uniform = Vec::new();
        for v in [&dst, &src] {
            match v {
                Val::Ptr { offset, .. } => uniform.push(offset.clone()),
                Val::Multi { base, offset, .. } => {
                    uniform.push(base.clone());
                    uniform.push(offset.clone());
                }
                _ => {
                    return unsupported(
                        at,
                        "async_work_group_copy of something that is not a pointer into an array",
                    )
                }
            }
        }
        let count = convert_int(count, 32, false);
        let joined = convert_int(joined, 32, false);
        uniform.extend([count.clone(), joined.clone()]);
        self.group_uniform("async_work_group_copy", &uniform, at);
        let k = self.local("copied", bv_type(32));
        self.emit(stmt(StmtKind::Havoc(vec![ident(&k, NO_SPAN)]), NO_SPAN));
        let elem = self
            .t
            .ctype(&n.inner[1])
            .pointee()
            .cloned()
            .unwrap_or(CType::Void);
        // The other work-items copy the other elements: the destination's
        // contents are arbitrary (they are no accesses of the pair).
        let targets = match &dst {
            Val::Ptr { obj, .. } => vec![*obj],
            Val::Multi { objs, .. } => objs.clone(),
            _ => Vec::new(),
        };
        for obj in targets {
            let o = &self.t.objects[obj];
            let maps: Vec<String> = if o.leaves.is_empty() {
                vec![o.name.clone()]
            } else {
                o.leaves
                    .iter()
                    .map(|(_, leaf)| self.t.objects[*leaf].name.clone())
                    .collect()
            };
            for map in maps {
                self.writes.insert(map.clone());
                self.emit(stmt(StmtKind::Havoc(vec![ident(&map, NO_SPAN)]), NO_SPAN));
            }
        }
        // A copy of no element copies nothing (an assumption `k < n` would
        // be false, and silence everything after it).
        let copying = apply("bv32_ult", vec![var(&k, NO_SPAN), count]);
        let (copy, ()) = self.capture(|f| {
            let from = f.pointed(src, var(&k, NO_SPAN), &elem, at)?;
            let value = f.read(&from, at)?;
            let to = f.pointed(dst, var(&k, NO_SPAN), &elem, at)?;
            f.write(&to, value, at)
        })?;
        self.emit(if_then(copying, copy, Vec::new()));
        // The event: the one passed in (the copy joins it), else a new one,
        // the same in every work-item (a number for the call).
        self.t.copy_calls += 1;
        let fresh = bv(u128::from(self.t.copy_calls), 32);
        let event = self.local("event", bv_type(32));
        self.emit(assign(
            &event,
            if_then_else(eq(joined.clone(), bv(0, 32)), fresh, joined),
        ));
        self.pending_copies.push((event.clone(), at.cloned()));
        Ok(Val::int(var(&event, NO_SPAN), ty))
    }

    fn float_call(&mut self, f: &str, n: &'a Node, ty: &CType) -> Result<Val> {
        let CType::Float(w) = ty else {
            unreachable!("float result")
        };
        if !PRELUDE_FLOAT_MATH.contains(&f) {
            // Not in the prelude: an uninterpreted function of its own.
            let params = vec![ty.clone(); self.args(n).len()];
            self.t
                .declare_function(&format!("float{w}_{f}"), &params, ty, n.at.as_ref())?;
        }
        let mut args = Vec::new();
        for i in 0..self.args(n).len() {
            let v = self.arg_value(n, i)?;
            args.push(self.coerce(v, ty, n.at.as_ref())?);
        }
        Ok(Val::Float(apply(&format!("float{w}_{f}"), args), *w))
    }

    fn barrier(&mut self, scope: Vec<Ident>, at: Option<&Loc>) -> Result<()> {
        if !self.pending_copies.is_empty() {
            // The copy's accesses go on past the barrier (until the wait),
            // which the model of copies logged at the call does not cover.
            return unsupported(at, "a barrier while an async_work_group_copy is in flight (before its wait_group_events)");
        }
        self.synchronise(false, scope, at)
    }

    /// A barrier (of the grid, or of a group for `scope`), carrying the
    /// barrier invariants stated just before it.
    fn synchronise(&mut self, grid: bool, scope: Vec<Ident>, at: Option<&Loc>) -> Result<()> {
        if self
            .jumps
            .iter()
            .any(|j| matches!(j, super::func::Jump::Switch { .. }))
        {
            return unsupported(at, "a barrier inside a switch");
        }
        let invariants = std::mem::take(&mut self.pending_invariants);
        self.emit(stmt(
            StmtKind::Barrier(BarrierStmt {
                grid,
                scope,
                invariants,
            }),
            NO_SPAN,
        ));
        Ok(())
    }

    fn barrier_invariant(&mut self, name: &str, n: &'a Node) -> Result<()> {
        let at = n.at.as_ref();
        let binary = name.contains("binary");
        let args = self.args(n);
        let e = self.spec(&args[0])?;
        let mut values = Vec::new();
        for a in &args[1..] {
            let (stmts, v) = self.capture(|f| f.value(a))?;
            if !stmts.is_empty() {
                return unsupported(a.at.as_ref(), "an instantiation with side effects");
            }
            values.push(Instance::Expr(convert_int(v, 32, false)));
        }
        if values.is_empty() {
            return unsupported(
                at,
                format!("{name}: a barrier invariant without instantiations"),
            );
        }
        let instances = if binary {
            values
                .chunks(2)
                .map(|p| Instance::Tuple(p.to_vec(), Default::default()))
                .collect()
        } else {
            values
        };
        self.pending_invariants.push(BarrierInvariant {
            binary,
            attrs: at.iter().map(|l| source_attr(l)).collect(),
            expr: e,
            instances,
            span: Default::default(),
        });
        Ok(())
    }

    /// `atomicAdd(p, v)` and friends: one indivisible read and write of the
    /// element; the element's new value is arbitrary (as in GPUVerify,
    /// atomically accessed memory is not tracked), the old value returned.
    fn atomic(&mut self, name: &str, n: &'a Node, ty: &CType) -> Result<Val> {
        let at = n.at.as_ref();
        let Val::Ptr { obj, offset } = self.arg_value(n, 0)? else {
            return unsupported(
                at,
                format!("{name} on something that is not a pointer into an array"),
            );
        };
        for i in 1..self.args(n).len() {
            self.arg_effects(n, i)?;
        }
        let o = self.t.objects[obj].clone();
        if o.private {
            return unsupported(at, format!("{name} on a thread's own array"));
        }
        if o.null {
            self.null_access(at);
            return Ok(Val::int(bv(0, bits_of(ty)), ty));
        }
        if !o.leaves.is_empty() {
            return unsupported(at, format!("{name} on a struct or vector element"));
        }
        let elem_ty = ivl_type(&o.elem).expect("scalar elements");
        let old = self.local("old", elem_ty);
        self.emit(stmt(
            StmtKind::Atomic(AtomicStmt {
                target: Some(ident(&old, NO_SPAN)),
                location: indexed_lhs(&o.name, offset),
            }),
            NO_SPAN,
        ));
        self.writes.insert(o.name.clone());
        let _ = ty;
        Ok(Val::int(var(&old, NO_SPAN), &o.elem))
    }

    fn uninterpreted(&mut self, name: &str, n: &'a Node, decl: &Node, ty: &CType) -> Result<Val> {
        let params = self.parameter_types(decl);
        self.t.declare_function(name, &params, ty, n.at.as_ref())?;
        let mut args = Vec::new();
        for (i, p) in params.iter().enumerate() {
            let v = self.arg_value(n, i)?;
            args.push(self.coerce(v, p, n.at.as_ref())?);
        }
        Ok(Val::int(apply(name, args), ty))
    }

    /// The C types of a function's parameters.
    fn parameter_types(&self, def: &Node) -> Vec<CType> {
        def.inner
            .iter()
            .filter(|p| p.is("ParmVarDecl"))
            .map(|p| self.t.ctype(p))
            .collect()
    }

    fn user_call(&mut self, n: &'a Node, def: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let params = self.parameter_types(def);
        let mut objects = Vec::new();
        let mut args = Vec::new();
        for (i, p) in params.iter().enumerate() {
            let v = self.arg_value(n, i)?;
            match (p, v) {
                (CType::Pointer(..), Val::Ptr { obj, offset }) => {
                    let start = matches!(&offset.kind, ExprKind::Bv(v, _) if v == "0");
                    objects.push(Some((obj, start)));
                    if !start {
                        args.push(offset);
                    }
                }
                (CType::Pointer(..), _) => {
                    return unsupported(
                        at,
                        "a pointer argument that does not point into a known array",
                    )
                }
                (CType::Record(_), Val::Record(fields)) => {
                    objects.push(None);
                    for (_, v) in fields {
                        args.push(convert_leaf(v, at)?);
                    }
                }
                (p, v) => {
                    objects.push(None);
                    args.push(self.coerce(v, p, at)?);
                }
            }
        }
        let proc = self.procedure(def, objects, None, at)?;
        self.finish_call(n, proc, args)
    }

    /// The call of a translated procedure, with its result.
    fn finish_call(
        &mut self,
        n: &'a Node,
        proc: super::translator::Procedure,
        args: Vec<Expr>,
    ) -> Result<Val> {
        let at = n.at.as_ref();
        self.writes.extend(proc.writes.iter().cloned());
        self.callees.insert(proc.name.clone());
        self.callees.extend(proc.callees.iter().cloned());
        let ty = self.t.ctype(n);
        let outs = match ivl_type(&ty) {
            Some(t) if !matches!(ty, CType::Void) => vec![ident(&self.local("ret", t), NO_SPAN)],
            _ => Vec::new(),
        };
        let result = match (outs.first(), &ty, proc.result_object) {
            (Some(o), CType::Pointer(..), Some(obj)) => Val::Ptr {
                obj,
                offset: var(&o.name, NO_SPAN),
            },
            (Some(_), CType::Pointer(..), None) => {
                return unsupported(
                    at,
                    format!(
                        "a call of `{}`, which returns no pointer it is known to point into",
                        proc.name
                    ),
                )
            }
            (Some(o), _, _) => Val::int(var(&o.name, NO_SPAN), &ty),
            (None, _, _) => Val::Void,
        };
        self.emit(stmt(
            StmtKind::Call(CallStmt {
                free: false,
                attrs: at.iter().map(|l| source_attr(l)).collect(),
                outs,
                callee: ident(&proc.name, NO_SPAN),
                args,
            }),
            NO_SPAN,
        ));
        Ok(result)
    }
}
