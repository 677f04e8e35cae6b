//! The launches in a CUDA program's host code (`k<<<64, 256>>>(...)`):
//! when every launch of every kernel checked gives the same constant
//! sizes, they are the kernels' geometry, unless flags give one. Arguments
//! a launch passes the same host pointer reach one array: a kernel
//! launched both in place and not is checked both ways.

use super::host_pointers::{is_pointer, HostSources};
use crate::clang::ast::{constant_value, strip, Node};
use crate::error::Unsupported;

/// A launch's sizes: threads per block and blocks per grid, x first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchSizes {
    pub block: [u32; 3],
    pub grid: [u32; 3],
}

/// The sizes every launch of `kernels` gives, if each kernel is launched
/// and every launch gives the same constant sizes.
pub fn launch_sizes(unit: &Node, kernels: &[&Node]) -> Option<LaunchSizes> {
    let mut launches = Vec::new();
    collect_launches(unit, &mut launches);
    let mut found: Option<LaunchSizes> = None;
    for k in kernels {
        let mine: Vec<&&Node> = launches
            .iter()
            .filter(|l| launched_kernel(l) == Some(k.id.as_str()))
            .collect();
        // A kernel named anywhere but as a launch's callee (its address
        // passed on, `cudaLaunchKernel((void *)k, ...)`) may be launched
        // in ways not seen here.
        if mine.is_empty() || mentions(unit, &k.id) > mine.len() {
            return None;
        }
        for launch in mine {
            let sizes = constant_sizes(launch)?;
            match found {
                Some(known) if known != sizes => return None,
                _ => found = Some(sizes),
            }
        }
    }
    found
}

/// The ways the launches of `kernel` share host pointers among its
/// parameters, each a list of pairs of positions (the first before the
/// second) given the same host pointer variable (in-place operations:
/// `k<<<g, b>>>(d, d)`), which then reach one array; each way once, in the
/// order of the launches, and none (every parameter an array of its own)
/// when there is no launch. A launch that passes one variable moved
/// (`d, d + 1`) or captured by a lambda besides is unsupported, as is a kernel
/// launched sharing arrays that the file also names elsewhere (a launch
/// through a pointer to it may share others).
pub fn argument_sharings(
    unit: &Node,
    kernel: &Node,
) -> Result<Vec<Vec<(usize, usize)>>, Unsupported> {
    let mut launches = Vec::new();
    collect_launches(unit, &mut launches);
    let mut sharings: Vec<Vec<(usize, usize)>> = Vec::new();
    let mut launched = 0;
    let sources = HostSources::of(unit);
    let params: Vec<&Node> = kernel
        .inner
        .iter()
        .filter(|p| p.is("ParmVarDecl"))
        .collect();
    for launch in launches {
        if launched_kernel(launch) != Some(kernel.id.as_str()) {
            continue;
        }
        launched += 1;
        let mut seen: Vec<(usize, String, String, bool)> = Vec::new();
        let mut pairs = Vec::new();
        for (i, arg) in launch.inner.iter().skip(2).enumerate() {
            let whole = stored_pointer(through_casts(arg)).is_some();
            let mut roots: Vec<(String, String, bool)> = pointer_roots(arg)
                .into_iter()
                .map(|(id, name)| (id, name, whole))
                .collect();
            // A struct, or a pointer a call returns, carries what it was
            // made from or given: never one whole array of a parameter.
            // A pointer variable declared a copy of another is that one.
            if through_casts(arg).is("DeclRefExpr") && is_pointer(through_casts(arg).type_str()) {
                roots.extend(
                    sources
                        .copied_from(through_casts(arg))
                        .into_iter()
                        .map(|(id, name)| (id, name, false)),
                );
            }
            if carries_others(arg) {
                // What the argument names itself counts once.
                let mut named: Vec<String> = roots.iter().map(|(id, _, _)| id.clone()).collect();
                for (id, name) in sources.carried(arg) {
                    match named.iter().position(|n| *n == id) {
                        Some(k) => {
                            named.swap_remove(k);
                        }
                        None => roots.push((id, name, false)),
                    }
                }
            }
            for (id, name, whole) in roots {
                let mut paired = false;
                for &(first, _, _, first_whole) in
                    seen.iter().filter(|(_, s, _, _)| overlapping(s, &id))
                {
                    // Two parameters the kernel can only read through
                    // (`const float *`) may overlap: reads neither race
                    // nor change what the other reads.
                    if first != i
                        && reads_only(kernel, params.get(first), &sources)
                        && reads_only(kernel, params.get(i), &sources)
                    {
                        continue;
                    }
                    if !(whole && first_whole) || first == i {
                        return Err(Unsupported {
                            at: launch.at.clone(),
                            what: format!(
                                "a launch that passes the pointer `{name}` in two arguments, moved, captured, copied or held in a struct (ivl assumes distinct pointer arguments reach distinct arrays)"
                            ),
                        });
                    }
                    // One array with the first it is passed as.
                    if !paired {
                        pairs.push((first, i));
                        paired = true;
                    }
                }
                seen.push((i, id, name, whole));
            }
        }
        if !sharings.contains(&pairs) {
            sharings.push(pairs);
        }
    }
    // A launch not seen here (through a pointer to the kernel) may share
    // other parameters than those seen (`f<<<g, b>>>(x, y, y)`): checking
    // the ways seen would not cover it.
    if sharings.iter().any(|s| !s.is_empty()) && mentions(unit, &kernel.id) > launched {
        return Err(Unsupported {
            at: kernel.at.clone(),
            what: format!(
                "`{}`, launched sharing arrays and named elsewhere too (a launch through a pointer to it may share others)",
                kernel.name()
            ),
        });
    }
    if sharings.is_empty() {
        sharings.push(Vec::new());
    }
    Ok(sharings)
}

/// Whether a launch argument may carry pointers other than one it names
/// directly: a struct (`device_ptr<int>(d)`, `P{d}`, a struct variable),
/// or a pointer a call returns (`thrust::raw_pointer_cast(v.data())`).
fn carries_others(arg: &Node) -> bool {
    let mut e = through_casts(arg);
    while matches!(
        e.kind.as_str(),
        "CStyleCastExpr" | "CXXStaticCastExpr" | "CXXReinterpretCastExpr" | "CXXConstCastExpr"
    ) {
        match e.inner.first() {
            Some(inner) => e = through_casts(inner),
            None => break,
        }
    }
    if e.is("LambdaExpr") {
        return true;
    }
    !is_pointer(e.type_str())
        || matches!(
            e.kind.as_str(),
            "CallExpr" | "CXXMemberCallExpr" | "CXXOperatorCallExpr"
        )
}

/// Whether two keys of stored pointers may name one array: equal, or one
/// a part of the other (`p` and `p.a`).
fn overlapping(a: &str, b: &str) -> bool {
    let within = |outer: &str, inner: &str| {
        inner
            .strip_prefix(outer)
            .is_some_and(|rest| rest.starts_with('.') || rest.starts_with('['))
    };
    a == b || within(a, b) || within(b, a)
}

/// The pointer variables an argument passes, each by a key and its
/// name: `p`, `p + k`, `&p[k]`, a pointer held in a variable's field or
/// element (`s.p`, `arr[0]`, `arr[in]`: the same index written the same
/// way is the same element), and those a lambda captures.
fn pointer_roots(arg: &Node) -> Vec<(String, String)> {
    let e = through_casts(arg);
    if e.is("LambdaExpr") {
        let inits = &e.inner[1..e.inner.len().saturating_sub(1)];
        return inits.iter().flat_map(pointer_roots).collect();
    }
    if !e.type_str().trim_end().ends_with('*') {
        return Vec::new();
    }
    let mut e = e;
    loop {
        e = through_casts(e);
        match e.kind.as_str() {
            "CStyleCastExpr"
            | "CXXStaticCastExpr"
            | "CXXReinterpretCastExpr"
            | "CXXConstCastExpr"
            | "ParenExpr" => match e.inner.first() {
                Some(inner) => e = inner,
                None => return Vec::new(),
            },
            "DeclRefExpr" | "MemberExpr" | "ArraySubscriptExpr" => {
                return stored_pointer(e).into_iter().collect();
            }
            "BinaryOperator" if matches!(e.opcode.as_deref(), Some("+" | "-")) => {
                match e
                    .inner
                    .iter()
                    .find(|o| o.type_str().trim_end().ends_with('*'))
                {
                    Some(pointer) => e = pointer,
                    None => return Vec::new(),
                }
            }
            "UnaryOperator" if e.opcode.as_deref() == Some("&") => {
                let operand = through_casts(e.inner.first().map_or(e, |o| o));
                match operand
                    .inner
                    .first()
                    .filter(|_| operand.is("ArraySubscriptExpr"))
                {
                    Some(base) => e = base,
                    None => return Vec::new(),
                }
            }
            _ => return Vec::new(),
        }
    }
}

/// The variable, or the field or element of one, that expression `e`
/// reads a pointer from: its key (the variable's declaration id, then
/// `.field` and `[index]` steps) and its name. An index is keyed by how it
/// is written (variables by their declarations); one of another form
/// leaves the element unknown (`None`: assumed distinct from the others,
/// as distinct arguments are).
fn stored_pointer(e: &Node) -> Option<(String, String)> {
    let e = through_casts(e);
    match e.kind.as_str() {
        "DeclRefExpr" => e
            .referenced_decl
            .as_ref()
            .filter(|d| d.kind == "VarDecl" || d.kind == "ParmVarDecl")
            .map(|d| (d.id.clone(), d.name().to_string())),
        "MemberExpr" => {
            let (key, name) = stored_pointer(e.inner.first()?)?;
            let dot = if e.is_arrow == Some(true) { "->" } else { "." };
            Some((
                format!("{key}.{}", e.name()),
                format!("{name}{dot}{}", e.name()),
            ))
        }
        "ArraySubscriptExpr" => {
            let (key, name) = stored_pointer(e.inner.first()?)?;
            let index = index_key(e.inner.get(1)?)?;
            Some((format!("{key}[{index}]"), format!("{name}[{index}]")))
        }
        _ => None,
    }
}

/// An index expression as written: numbers, variables (by declaration),
/// and arithmetic on them; `None` for anything else (a call, a read of
/// memory).
fn index_key(e: &Node) -> Option<String> {
    let e = through_casts(e);
    if let Some(k) = constant_value(e) {
        return Some(k.to_string());
    }
    match e.kind.as_str() {
        "DeclRefExpr" => e
            .referenced_decl
            .as_ref()
            .map(|d| format!("{}@{}", d.name(), d.id)),
        "BinaryOperator" if matches!(e.opcode.as_deref(), Some("+" | "-" | "*" | "/" | "%")) => {
            let a = index_key(e.inner.first()?)?;
            let b = index_key(e.inner.get(1)?)?;
            Some(format!("({a}{}{b})", e.opcode.as_deref().unwrap_or("")))
        }
        _ => None,
    }
}

/// Whether a kernel parameter is a pointer the kernel can only read
/// through: to `const` data holding no pointer (numbers, CUDA's vectors:
/// through a `const S *` the kernel may write where S's pointers point), and used only where it is
/// dereferenced (`p[i]`, `*(p + k)`, `p->f`) in the kernel's own body, or
/// moved within itself (`p = &p[k]`). Passed on, copied or cast, it could
/// reach code that casts the `const` away and writes.
fn reads_only(kernel: &Node, param: Option<&&Node>, sources: &HostSources) -> bool {
    param.is_some_and(|p| {
        let ty = p.type_str();
        let desugared =
            p.ty.as_ref()
                .and_then(|t| t.desugared.as_deref())
                .unwrap_or(ty);
        let pointee = desugared.rsplit_once('*').map_or(desugared, |(p, _)| p);
        ty.trim_start().starts_with("const ")
            && ty.matches('*').count() == 1
            && sources.holds_no_pointer(pointee)
            && only_dereferenced(kernel, &p.id)
    })
}

/// Whether every use of declaration `id` (a pointer) in `n` reads through
/// it at once, or moves it within itself (`p = &p[k]`, `p = p + k`).
fn only_dereferenced(n: &Node, id: &str) -> bool {
    if names(n, id) {
        return false;
    }
    match n.kind.as_str() {
        "BinaryOperator"
            if n.opcode.as_deref() == Some("=")
                && n.inner.first().is_some_and(|l| names(through_casts(l), id)) =>
        {
            n.inner.iter().skip(1).all(|r| moved(r, id))
        }
        "ArraySubscriptExpr" => subscript_reads(n, id),
        "UnaryOperator" if n.opcode.as_deref() == Some("*") => n.inner.iter().all(|c| moved(c, id)),
        "MemberExpr" if n.is_arrow == Some(true) => n.inner.iter().all(|c| moved(c, id)),
        // `&p[k]` elsewhere passes the pointer on.
        "UnaryOperator" if n.opcode.as_deref() == Some("&") => mentions(n, id) == 0,
        _ => n.inner.iter().all(|c| only_dereferenced(c, id)),
    }
}

/// Whether `n` names the declaration `id`.
fn names(n: &Node, id: &str) -> bool {
    n.is("DeclRefExpr") && n.referenced_decl.as_ref().is_some_and(|d| d.id == id)
}

/// `p[k]` (or `k[p]`) with `p` the pointer, or a pointer moved from it,
/// and `k` reading it only through dereferences.
fn subscript_reads(n: &Node, id: &str) -> bool {
    n.inner
        .iter()
        .all(|c| moved(c, id) || only_dereferenced(c, id))
}

/// Whether `e` is the pointer `id` or the pointer moved (`p + k`, `&p[k]`),
/// its other parts reading `id` only through dereferences; or does not
/// use `id` other than so.
fn moved(e: &Node, id: &str) -> bool {
    let e = through_casts(e);
    if names(e, id) {
        return true;
    }
    match e.kind.as_str() {
        "ParenExpr" => e.inner.iter().all(|c| moved(c, id)),
        "BinaryOperator" if matches!(e.opcode.as_deref(), Some("+" | "-")) => e
            .inner
            .iter()
            .all(|c| moved(c, id) || only_dereferenced(c, id)),
        "UnaryOperator" if e.opcode.as_deref() == Some("&") => {
            let mut a = e.inner.first().map(through_casts);
            while let Some(p) = a.filter(|p| p.is("ParenExpr")) {
                a = p.inner.first().map(through_casts);
            }
            match a {
                Some(a) if a.is("ArraySubscriptExpr") => subscript_reads(a, id),
                _ => mentions(e, id) == 0,
            }
        }
        _ => only_dereferenced(e, id),
    }
}

/// How many times `n` names the declaration `id`.
fn mentions(n: &Node, id: &str) -> usize {
    let here =
        usize::from(n.is("DeclRefExpr") && n.referenced_decl.as_ref().is_some_and(|d| d.id == id));
    here + n.inner.iter().map(|c| mentions(c, id)).sum::<usize>()
}

fn collect_launches<'a>(n: &'a Node, out: &mut Vec<&'a Node>) {
    for c in &n.inner {
        if c.is("CUDAKernelCallExpr") {
            out.push(c);
        }
        collect_launches(c, out);
    }
}

/// The declaration id of the kernel a launch calls.
fn launched_kernel(launch: &Node) -> Option<&str> {
    let callee = through_casts(launch.inner.first()?);
    callee.referenced_decl.as_ref().map(|d| d.id.as_str())
}

/// `<<<grid, block, ...>>>` of constants: the configuration call's first
/// two arguments.
fn constant_sizes(launch: &Node) -> Option<LaunchSizes> {
    let config = launch.inner.get(1).filter(|c| c.is("CallExpr"))?;
    let grid = dim3_constant(config.inner.get(1)?)?;
    let block = dim3_constant(config.inner.get(2)?)?;
    Some(LaunchSizes { block, grid })
}

/// A `dim3` made of constants: `64` (converted), `dim3(16, 16)`.
fn dim3_constant(e: &Node) -> Option<[u32; 3]> {
    let made = through_casts(e);
    if !(made.is("CXXConstructExpr") || made.is("CXXTemporaryObjectExpr")) || made.inner.len() != 3
    {
        return None;
    }
    let mut dims = [1u32; 3];
    for (d, arg) in dims.iter_mut().zip(&made.inner) {
        *d = u32::try_from(integer_constant(arg)?).ok()?;
    }
    Some(dims)
}

fn integer_constant(e: &Node) -> Option<i128> {
    let mut e = strip(e);
    loop {
        if let Some(v) = constant_value(e) {
            return Some(v);
        }
        match e.kind.as_str() {
            "ImplicitCastExpr" | "CXXDefaultArgExpr" | "ConstantExpr" | "ParenExpr" => {
                e = strip(e.inner.first()?)
            }
            _ => return None,
        }
    }
}

/// `e` without conversions (`dim3(64)` is a functional cast of a
/// construction).
fn through_casts(e: &Node) -> &Node {
    let mut e = strip(e);
    while (e.is("ImplicitCastExpr")
        || e.is("CXXFunctionalCastExpr")
        || e.is("MaterializeTemporaryExpr"))
        && e.inner.len() == 1
    {
        e = strip(&e.inner[0]);
    }
    e
}
