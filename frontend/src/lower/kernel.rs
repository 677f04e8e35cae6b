//! A kernel as a `kernel procedure`: its parameters (each pointer
//! reaching an array of its own), and the facts `--kernel-args` and
//! `--only-intra-group` give.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::build::source_attr;
use super::func::{body_of, params_of, specs, Binding, Func};
use super::params::{memory_of, record_param, scalar_param, Params};
use super::translator::{unsupported, Result, Translator};
use crate::clang::ast::Node;
use crate::ctype::{bits_of, describe, CType, Space};

/// The IVL parameters standing for each C parameter, with their C types
/// (a struct's: one per scalar field).
type Slots = Vec<Vec<(String, CType)>>;

/// Translates a kernel into a `kernel procedure`.
pub fn translate_kernel<'a>(t: &mut Translator<'a>, k: &'a Node) -> Result<()> {
    let body = body_of(k);
    let mut f = Func::new(t, true, k, body);
    let (Params { ins, copies, cells }, slots) = kernel_params(&mut f, k)?;
    f.parameters_then_body(copies, cells, body)?;
    // Of a kernel checked in several variants, one whose parameters share
    // arrays says which in its name.
    let params: Vec<&Node> = params_of(k).collect();
    let variants = f.t.sharings.get(&k.id).map_or(1, Vec::len);
    let shared: String =
        f.t.sharing
            .iter()
            .filter(|_| variants > 1)
            .map(|&(a, b)| format!(".same_{}_{}", params[a].name(), params[b].name()))
            .collect();
    let name = f.t.fresh_global(&format!("{}{shared}", k.name()));
    require_kernel_args(&mut f, k, &slots);
    require_axioms(&mut f)?;
    if f.t.config.only_intra_group {
        // GPUVerify's --only-intra-group: pairs of threads of one group.
        f.requires
            .push(contract(var("__same_group", NO_SPAN), Vec::new()));
    }
    let requires = std::mem::take(&mut f.requires);
    let ensures = std::mem::take(&mut f.ensures);
    let writes = f.writes.clone();
    f.no_copy_in_flight(None)?;
    let (locals, stmts) = f.into_body();
    let specs = specs(requires, ensures, &writes);
    t.decls.push(decl(
        DeclKind::Procedure(ProcedureDecl {
            kernel: true,
            attrs: Vec::new(),
            name: ident(&name, NO_SPAN),
            ins,
            outs: Vec::new(),
            specs,
            body: Some(Body {
                locals,
                stmts,
                span: Default::default(),
            }),
        }),
        NO_SPAN,
    ));
    Ok(())
}

/// The file's axioms (`__axiom(e)`), assumed by every thread of the
/// kernel.
fn require_axioms(f: &mut Func) -> Result<()> {
    for axiom in f.t.axioms.clone() {
        let at = axiom.at.as_ref();
        let fact = body_of(axiom)
            .inner
            .iter()
            .find(|s| s.is("ReturnStmt"))
            .and_then(|r| r.inner.first());
        let Some(fact) = fact else {
            return unsupported(at, "an axiom without its fact");
        };
        let e = f.spec(fact)?;
        let attrs = at.into_iter().map(source_attr).collect();
        f.requires.push(contract(e, attrs));
    }
    Ok(())
}

/// The kernel's parameters, bound in `f`, with the slots of those that
/// take arguments.
fn kernel_params<'n>(f: &mut Func, k: &'n Node) -> Result<(Params<'n>, Slots)> {
    let mut params = Params::default();
    let mut slots = Slots::new();
    let all: Vec<&Node> = params_of(k).collect();
    let shared = f.t.sharing.clone();
    for (i, p) in all.iter().copied().enumerate() {
        let ty = f.t.ctype(p);
        // A parameter the launches of this variant pass the same pointer
        // as an earlier one reaches that one's array.
        let same_as = shared
            .iter()
            .find(|(_, second)| *second == i)
            .map(|(first, _)| all[*first]);
        match &ty {
            CType::Pointer(elem, space) => pointer_param(f, p, elem, space, same_as)?,
            t if t.is_scalar() => {
                let (param, binding) = scalar_param(f, p, ty.clone(), &mut params.copies);
                slots.push(vec![(param.name.name.clone(), ty.clone())]);
                params.ins.push(param);
                f.bindings.insert(p.id.clone(), binding);
                if f.address_taken.contains(&p.id) {
                    params.cells.push((p, ty.clone()));
                }
            }
            CType::Record(r) => {
                let (ins, binding) =
                    record_param(f, p, r, true, &mut params.copies, &mut std::iter::empty())?;
                let leaves = f.t.record_leaves(r, p.at.as_ref()).unwrap_or_default();
                slots.push(
                    ins.iter()
                        .map(|q| q.name.name.clone())
                        .zip(leaves.into_iter().map(|(_, t)| t))
                        .collect(),
                );
                params.ins.extend(ins);
                f.bindings.insert(p.id.clone(), binding);
                if f.t
                    .record_param_in_memory(r, f.address_taken.contains(&p.id))
                {
                    params.cells.push((p, ty.clone()));
                }
            }
            // Read-only images and samplers are only passed to image
            // builtins (image.rs): they take no IVL parameter.
            _ if super::image::is_opaque_image_type(p.type_str()) => {}
            _ if super::image::written_image_dims(p.type_str()).is_some() => f.image_param(p)?,
            other => {
                return unsupported(
                    p.at.as_ref(),
                    format!(
                        "kernel parameter `{}` of type {}",
                        p.name(),
                        describe(other)
                    ),
                )
            }
        }
    }
    Ok((params, slots))
}

/// A pointer parameter of a kernel: it reaches an array of its own, or
/// `same_as`'s.
fn pointer_param(
    f: &mut Func,
    p: &Node,
    elem: &CType,
    space: &Space,
    same_as: Option<&Node>,
) -> Result<()> {
    if let Some(first) = same_as {
        if f.t.ctype(first) != CType::Pointer(Box::new(elem.clone()), *space) {
            return unsupported(
                p.at.as_ref(),
                format!(
                    "kernel parameters `{}` and `{}` of different types, which every launch passes the same pointer",
                    first.name(),
                    p.name()
                ),
            );
        }
    }
    let key = same_as.map_or(p.id.clone(), |first| first.id.clone());
    let Some((space, read_only)) = memory_of(f.t.dialect, space) else {
        return unsupported(
            p.at.as_ref(),
            format!(
                "kernel parameter `{}` in the private or generic address space",
                p.name()
            ),
        );
    };
    let obj = f.object_for(&key, |f| {
        f.new_object(
            p.name(),
            elem.clone(),
            space,
            read_only,
            false,
            p.at.as_ref(),
        )
    })?;
    if f.assigned.contains(&p.id) {
        let name = f.local(p.name(), f.t.ptr().ty());
        f.emit(assign(&name, f.t.ptr().lit(0)));
        let binding = f.pointer_variable(&p.id, name, Some(obj));
        f.bindings.insert(p.id.clone(), binding);
    } else {
        f.bindings
            .insert(p.id.clone(), Binding::FixedPointer { obj });
    }
    Ok(())
}

/// `--kernel-args`: the kernel's parameters have the values given.
fn require_kernel_args(f: &mut Func, k: &Node, slots: &Slots) {
    let Some((kernel, values)) = &f.t.config.kernel_args else {
        return;
    };
    if kernel != k.name() {
        return;
    }
    for (slot, value) in slots.iter().zip(values) {
        // A struct's value holds its fields, the first in the low
        // bits (little-endian).
        let mut rest = match value {
            Some(v) => *v,
            None => continue,
        };
        for (param, ty) in slot {
            let bits = bits_of(ty);
            let part = if bits >= 128 {
                rest
            } else {
                rest & ((1u128 << bits) - 1)
            };
            rest = rest.checked_shr(bits).unwrap_or(0);
            let v = match ty {
                CType::Bool => boolean(part != 0),
                _ => bv(part, bits),
            };
            f.requires
                .push(contract(eq(var(param, NO_SPAN), v), Vec::new()));
        }
    }
}
