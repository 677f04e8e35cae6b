//! Clang's AST of a kernel file to a kernel IVL program (spec/frontend.md).
//!
//! The translator indexes the translation unit (records, enums, function
//! definitions, file-scope variables), then translates each kernel; device
//! functions are translated on demand, once per binding of their pointer
//! parameters to memory objects, and emitted as IVL procedures that the GPU
//! layer inlines (or, under `--no-inline`, verifies by their contracts).

mod access;
mod accessor;
mod alignment;
mod annotation;
mod async_copy;
mod atomic;
mod build;
mod builtins;
mod bytes;
mod call;
mod capture;
mod cast;
mod constant;
mod constexpr;
mod construct;
mod conversion;
mod cub;
mod device;
mod diagnostic;
mod expr;
mod func;
mod funcptr;
mod geometric;
mod geometry;
mod global_contract;
mod goto;
mod heap;
mod host_pointers;
mod image;
mod init;
mod kernel;
mod lambda;
mod launch;
mod layout;
mod local;
mod loops;
mod lvalue;
mod math;
mod memops;
mod memory;
mod operator;
mod params;
mod place;
mod pure_builtin;
mod random;
mod read_only;
mod staged;
mod stmt;
mod string_literal;
mod switch;
mod sync;
mod texture;
mod translator;
mod unroll;
mod value;
mod vector;
mod vload;
mod warp;

use std::collections::{HashMap, HashSet};

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use crate::clang::ast::Node;
use crate::config::{Config, Dim};
use crate::dialect::Dialect;
use crate::error::FrontendError;
pub use memory::Object;
use translator::{is_instantiation, with_retries};
pub use translator::{Result, Translator};

/// The result of translating one kernel file.
pub struct Translation {
    pub program: Program,
    /// The kernels translated, by their C names.
    pub kernels: Vec<String>,
    /// What the user should know about the kernels not translated.
    pub warnings: Vec<String>,
}

/// Translates a translation unit to a kernel IVL program.
pub fn translate(
    unit: &Node,
    dialect: Dialect,
    config: &Config,
) -> std::result::Result<Translation, FrontendError> {
    let mut t = Translator::new(dialect, config);
    t.index_unit(unit);
    let kernels: Vec<&Node> = kernels(unit, &t)
        .into_iter()
        .filter(|k| config.kernel.as_deref().is_none_or(|name| k.name() == name))
        .collect();
    let mut warnings = uninstantiated_kernels(unit, &t);
    let mut shared = HashMap::new();
    for k in &kernels {
        match launch::argument_sharings(unit, k) {
            Ok(sharings) => {
                if sharings.len() > 1 {
                    warnings.push(variants_note(k, &sharings));
                }
                shared.insert(k.id.clone(), sharings);
            }
            Err(e) => return Err(FrontendError::Unsupported(vec![e])),
        }
    }
    t.sharings = shared.clone();
    // Without sizes given, the launches in the program give them.
    let launched;
    let mut config = config;
    if dialect == Dialect::Cuda
        && config.group_size.is_none()
        && config.num_groups.is_none()
        && !kernels.is_empty()
    {
        if let Some(sizes) = launch::launch_sizes(unit, &kernels) {
            warnings.push(format!(
                "checked for the sizes every launch in the file gives, --blockDim={} --gridDim={} (flags give others)",
                dims(sizes.block),
                dims(sizes.grid)
            ));
            launched = config.with_geometry(sizes.block, sizes.grid);
            config = &launched;
            t = Translator::new(dialect, config);
            t.index_unit(unit);
            t.sharings = shared.clone();
        }
    }
    if kernels.is_empty() {
        if let (Some(w), None) = (warnings.first(), &config.kernel) {
            return Err(FrontendError::Usage(format!("no kernel to check: {w}")));
        }
        return Err(FrontendError::Usage(match &config.kernel {
            Some(name) => format!("no kernel named `{name}` in the file"),
            None => format!(
                "no kernel in the file (a {} kernel is marked {})",
                dialect.name(),
                match dialect {
                    Dialect::Cuda => "__global__",
                    Dialect::OpenCl => "__kernel",
                }
            ),
        }));
    }
    // Each attempt may find objects that must be kept byte by byte; the
    // next starts over with them (an object only ever joins the set).
    loop {
        let result = translate_kernels(&mut t, &kernels);
        if t.wants_bytes.iter().all(|k| t.byte_keys.contains(k)) && !t.new_memory_targets {
            return result.map(|mut r| {
                r.warnings.clone_from(&warnings);
                r
            });
        }
        let mut bytes = std::mem::take(&mut t.byte_keys);
        bytes.extend(std::mem::take(&mut t.wants_bytes));
        let targets = std::mem::take(&mut t.memory_targets);
        t = Translator::new(dialect, config);
        t.index_unit(unit);
        t.sharings = shared.clone();
        t.byte_keys = bytes;
        t.memory_targets = targets;
    }
}

/// What the user should know of a kernel checked once for each way its
/// launches share arrays among its parameters.
fn variants_note(k: &Node, sharings: &[Vec<(usize, usize)>]) -> String {
    let params: Vec<&str> = func::params_of(k).map(|p| p.name()).collect();
    let ways: Vec<String> = sharings
        .iter()
        .map(|pairs| {
            if pairs.is_empty() {
                return "with distinct arrays".to_string();
            }
            let same: Vec<String> = pairs
                .iter()
                .map(|&(a, b)| format!("`{}` and `{}` one array", params[a], params[b]))
                .collect();
            format!("with {}", same.join(", "))
        })
        .collect();
    let times = match sharings.len() {
        2 => "twice".to_string(),
        n => format!("{n} times"),
    };
    format!(
        "`{}` is checked {times}, as its launches pass its pointers: {}",
        k.name(),
        ways.join("; ")
    )
}

/// Sizes as GPUVerify's flags spell them: `256`, `[16,16]`, `[8,8,4]`.
fn dims(d: [u32; 3]) -> String {
    match d {
        [x, 1, 1] => x.to_string(),
        [x, y, 1] => format!("[{x},{y}]"),
        [x, y, z] => format!("[{x},{y},{z}]"),
    }
}

/// Translates `kernels` (and, without inlining, the procedures verified on
/// their own).
fn translate_kernels<'a>(
    t: &mut Translator<'a>,
    kernels: &[&'a Node],
) -> std::result::Result<Translation, FrontendError> {
    let config = t.config;
    let mut errors = Vec::new();
    let mut names = Vec::new();
    for k in kernels {
        let sharings = t.sharings.get(&k.id).cloned().unwrap_or_default();
        for sharing in sharings {
            t.sharing = sharing;
            match with_retries(t, |t| kernel::translate_kernel(t, k)) {
                Ok(()) => names.push(k.name().to_string()),
                Err(e) => errors.push(e),
            }
        }
    }
    if config.no_inline {
        // GPUVerify verifies every procedure against its contract: those
        // no kernel calls, and those with a contract that were inlined.
        let verified_alone: HashSet<String> = t
            .procedures
            .iter()
            .filter(|(_, p)| p.modular)
            .map(|((k, _), _)| k.clone())
            .collect();
        let called: HashSet<String> = t.procedures.keys().map(|(k, _)| k.clone()).collect();
        let mut uncalled: Vec<&Node> = t
            .definitions
            .iter()
            .filter(|(_, d)| !t.is_ours(d) && !is_kernel(d, t) && !device::is_spec_function(d))
            .filter(|(k, d)| {
                !called.contains(*k) || device::has_contract(d) && !verified_alone.contains(*k)
            })
            .map(|(_, d)| *d)
            .collect();
        uncalled.sort_by_key(|d| d.at.as_ref().map(|l| (l.file.clone(), l.line, l.col)));
        for d in uncalled {
            if let Err(e) = with_retries(t, |t| device::translate_uncalled(t, d)) {
                errors.push(e);
            }
        }
    }
    if !errors.is_empty() {
        return Err(FrontendError::Unsupported(errors));
    }
    for d in &mut t.decls {
        if let DeclKind::Procedure(p) = &mut d.kind {
            if p.kernel || p.attrs.iter().any(|a| a.name.name == "modular") {
                for fact in &t.constant_contents {
                    p.specs.insert(
                        0,
                        Spec {
                            kind: SpecKind::Requires(Contract {
                                free: true,
                                attrs: Vec::new(),
                                expr: fact.clone(),
                            }),
                            span: Default::default(),
                        },
                    );
                }
            }
        }
    }
    let mut decls = geometry(config);
    decls.extend(t.bodiless_calls.iter().map(|f| bodiless_assumption(f)));
    decls.extend(t.objects.iter().filter_map(|o| o.declaration(t.ptr())));
    decls.append(&mut t.decls);
    Ok(Translation {
        program: Program { decls },
        kernels: names,
        warnings: Vec::new(),
    })
}

/// The assumption verdicts state for calls of `f`, a function without a
/// body: it has no effect on memory.
fn bodiless_assumption(f: &str) -> Decl {
    assumption_axiom(format!(
        "assuming `{f}`, called without a body in this file, has no effect but its result"
    ))
}

/// Kernel templates of the unit that it never instantiates: no kernel of
/// theirs is checked, and the user is told so.
fn uninstantiated_kernels(unit: &Node, t: &Translator) -> Vec<String> {
    let mut out = Vec::new();
    fn walk(n: &Node, t: &Translator, out: &mut Vec<String>) {
        for d in &n.inner {
            match d.kind.as_str() {
                "LinkageSpecDecl" | "NamespaceDecl" => walk(d, t, out),
                // A struct's friend templates (`template <class T> friend
                // __global__ void k(...)`).
                "RecordDecl" | "CXXRecordDecl" | "ClassTemplateSpecializationDecl" => {
                    for friend in d.inner.iter().filter(|f| f.is("FriendDecl")) {
                        walk(friend, t, out);
                    }
                }
                "FunctionTemplateDecl" => {
                    let template = d
                        .inner
                        .iter()
                        .find(|f| f.is("FunctionDecl") && !is_instantiation(f));
                    let instantiated = d.inner.iter().any(is_instantiation);
                    if let (Some(k), false) = (template, instantiated) {
                        if is_kernel(k, t) {
                            let at =
                                k.at.as_ref()
                                    .map_or(String::new(), |a| format!(" ({}:{})", a.file, a.line));
                            out.push(format!(
                                "the kernel template `{}`{at} is never instantiated in this file, so no kernel of it is checked (instantiate it: `template __global__ void {}<...>(...);`)",
                                k.name(),
                                k.name()
                            ));
                        }
                    }
                }
                _ => {}
            }
        }
    }
    walk(unit, t, &mut out);
    out
}

/// The kernels of the unit, in source order (template kernels: each
/// instantiation).
fn kernels<'a>(unit: &'a Node, t: &Translator) -> Vec<&'a Node> {
    let mut out = Vec::new();
    fn walk<'a>(n: &'a Node, t: &Translator, out: &mut Vec<&'a Node>) {
        for d in &n.inner {
            match d.kind.as_str() {
                "LinkageSpecDecl" | "NamespaceDecl" => walk(d, t, out),
                "FunctionTemplateDecl" => out.extend(
                    d.inner
                        .iter()
                        .filter(|f| is_instantiation(f) && is_kernel(f, t)),
                ),
                "FunctionDecl" if is_kernel(d, t) => out.push(d),
                "RecordDecl" | "CXXRecordDecl" | "ClassTemplateSpecializationDecl" => out.extend(
                    translator::friend_functions(d)
                        .into_iter()
                        .filter(|f| is_kernel(f, t)),
                ),
                _ => {}
            }
        }
    }
    walk(unit, t, &mut out);
    out
}

fn is_kernel(d: &Node, t: &Translator) -> bool {
    !t.is_ours(d)
        && (d.has_attr("CUDAGlobalAttr") || d.has_attr("OpenCLKernelAttr"))
        && d.inner.iter().any(|c| c.is("CompoundStmt"))
}

/// The thread configuration as IVL: a geometry declaration when every
/// dimension is given, else axioms on the dimensions that are.
fn geometry(config: &Config) -> Vec<Decl> {
    let mut decls = Vec::new();
    for (sizes, kind, prefix) in [
        (&config.group_size, GeometryKind::GroupSize, "group_size"),
        (&config.num_groups, GeometryKind::NumGroups, "num_groups"),
    ] {
        let Some(sizes) = sizes else { continue };
        let dims: Vec<Dim> = (0..3)
            .map(|i| sizes.get(i).copied().unwrap_or(Some(1)))
            .collect();
        if dims.iter().all(Option::is_some) {
            let mut given: Vec<u32> = dims.iter().map(|d| d.unwrap()).collect();
            while given.len() > 1 && given.last() == Some(&1) {
                given.pop();
            }
            decls.push(decl(
                DeclKind::Geometry(GeometryDecl {
                    kind,
                    dims: given
                        .iter()
                        .map(|d| (d.to_string(), Default::default()))
                        .collect(),
                }),
                NO_SPAN,
            ));
        } else {
            for (d, axis) in dims.iter().zip(["x", "y", "z"]) {
                if let Some(n) = d {
                    decls.push(decl(
                        DeclKind::Axiom(AxiomDecl {
                            attrs: Vec::new(),
                            expr: eq(
                                var(&format!("{prefix}.{axis}"), NO_SPAN),
                                bv(u128::from(*n), 32),
                            ),
                        }),
                        NO_SPAN,
                    ));
                }
            }
        }
    }
    // `--global_size` with a local size `*`: the exact product is given.
    if let Some(global) = &config.global_size {
        for (g, axis) in global.iter().zip(["x", "y", "z"]) {
            if let Some(g) = g {
                let wide =
                    |n: &str| apply("zext_32_64", vec![var(&format!("{n}.{axis}"), NO_SPAN)]);
                decls.push(decl(
                    DeclKind::Axiom(AxiomDecl {
                        attrs: Vec::new(),
                        expr: eq(
                            apply("bv64_mul", vec![wide("group_size"), wide("num_groups")]),
                            bv(u128::from(*g), 64),
                        ),
                    }),
                    NO_SPAN,
                ));
            }
        }
    }
    decls
}
