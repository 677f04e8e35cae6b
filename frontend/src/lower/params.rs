//! C parameters as IVL parameters: scalars (copied to locals when the
//! body assigns them), structs passed by value (a parameter per scalar
//! field), and the memory a pointer parameter reaches.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::{Binding, Func};
use super::translator::{unsupported, PointerArg, Result};
use super::value::{ivl_type, ObjId};
use crate::clang::ast::Node;
use crate::ctype::{CType, Space};
use crate::dialect::Dialect;

/// A procedure's parameters as they are translated: its IVL parameters,
/// the copies of those the body assigns into locals, and the scalar
/// parameters whose address is taken (moved into arrays of their own).
#[derive(Default)]
pub struct Params<'n> {
    pub ins: Vec<TypedIdent>,
    pub copies: Vec<Stmt>,
    pub cells: Vec<(&'n Node, CType)>,
}

/// The memory a pointer parameter reaches (and whether it is read-only):
/// CUDA's are global; OpenCL's by their address space.
pub fn memory_of(dialect: Dialect, space: &Space) -> Option<(MemorySpace, bool)> {
    Some(match (dialect, space) {
        (Dialect::Cuda, _) | (_, Space::Global) => (MemorySpace::Global, false),
        (_, Space::Local) => (MemorySpace::Shared, false),
        (_, Space::Constant) => (MemorySpace::Global, true),
        _ => return None,
    })
}

/// A scalar parameter: its IVL parameter, and how the body reaches it
/// (through a local copy when the body assigns it, since IVL parameters
/// are read-only).
pub fn scalar_param(
    f: &mut Func,
    p: &Node,
    ty: CType,
    copies: &mut Vec<Stmt>,
) -> (TypedIdent, Binding) {
    let ivl_ty = ivl_type(&ty).expect("scalar");
    if f.assigned.contains(&p.id) {
        let param = f.fresh(&format!("{}.0", p.name()));
        let local = f.local(p.name(), ivl_ty.clone());
        copies.push(assign(&local, var(&param, NO_SPAN)));
        f.entry_bindings.insert(
            p.id.clone(),
            Binding::Scalar {
                name: param.clone(),
                ty: ty.clone(),
            },
        );
        (typed(&param, ivl_ty), Binding::Scalar { name: local, ty })
    } else {
        let name = f.fresh(p.name());
        (typed(&name, ivl_ty), Binding::Scalar { name, ty })
    }
}

/// A struct parameter passed by value: an IVL parameter per scalar field
/// (`p.x`), copied to locals when the body assigns the struct. A kernel's
/// pointer fields reach arrays of their own; a device function's are
/// pointer variables pointing where the caller's do (`pointers`, in the
/// order of the fields: the arrays, and whether at their start; if not,
/// the offset is an IVL parameter).
/// The pointer field `local` of a struct passed to a function (its
/// object and whether it points to the start given by the caller): a
/// pointer variable in `local`, from the IVL parameter `param` unless at
/// the start.
pub fn pointer_field_param(
    f: &mut Func,
    local: String,
    param: String,
    (obj, start): (ObjId, bool),
    params: &mut Vec<TypedIdent>,
    copies: &mut Vec<Stmt>,
) {
    // The IVL variable must not hide the array of the same name (a
    // kernel argument's field `q.p` reaches the array `q.p`).
    let name = if f.t.objects.iter().any(|o| o.name == local) {
        f.fresh(&format!("{local}.at"))
    } else {
        local.clone()
    };
    f.declare_local(&name, f.t.ptr().ty());
    let initial = if start {
        f.t.ptr().lit(0)
    } else {
        let param = if param == local {
            f.fresh(&format!("{local}.0"))
        } else {
            param
        };
        f.claim(&param);
        params.push(typed(&param, f.t.ptr().ty()));
        var(&param, NO_SPAN)
    };
    copies.push(assign(&name, initial));
    let id = format!("field {local}");
    let binding = f.pointer_variable(&id, name, Some(obj));
    f.bindings.insert(id.clone(), binding);
    f.pointer_field_vars.insert(local, id);
}

pub fn record_param(
    f: &mut Func,
    p: &Node,
    record: &str,
    kernel: bool,
    copies: &mut Vec<Stmt>,
    pointers: &mut dyn Iterator<Item = PointerArg>,
) -> Result<(Vec<TypedIdent>, Binding)> {
    let leaves = f.t.fields_flattened(record, true, p.at.as_ref())?;
    let assigned = f.assigned.contains(&p.id);
    let paths = leaves.iter().map(|(path, _)| path.as_str());
    let prefix = f.record_prefix(p.name(), paths.clone());
    let param_prefix = if assigned {
        f.record_prefix(&format!("{}.0", p.name()), paths)
    } else {
        prefix.clone()
    };
    let mut params = Vec::new();
    for (path, t) in leaves {
        if let (CType::Pointer(..), false) = (&t, kernel) {
            let Some(Some((obj, start))) = pointers.next() else {
                return unsupported(
                    p.at.as_ref(),
                    format!(
                        "the struct parameter `{}`, which holds pointers, of a function verified on its own",
                        p.name()
                    ),
                );
            };
            let local = format!("{prefix}.{path}");
            let param = format!("{param_prefix}.{path}");
            pointer_field_param(f, local, param, (obj, start), &mut params, copies);
            continue;
        }
        if let CType::Pointer(elem, space) = &t {
            // A kernel argument's pointer field reaches an array of its own
            // (as GPUVerify has it), which the field points to at first.
            let space = match (f.t.dialect, space) {
                (_, Space::Local) => MemorySpace::Shared,
                _ => MemorySpace::Global,
            };
            let key = format!("{}.{path}", p.id);
            let obj = f.object_for(&key, |f| {
                f.new_object(
                    &format!("{prefix}.{path}"),
                    (**elem).clone(),
                    space,
                    false,
                    false,
                    p.at.as_ref(),
                )
            })?;
            if assigned {
                // A pointer variable in the body's copy; the parameter
                // itself (in contracts) keeps pointing to the start.
                f.pointer_fields
                    .insert(format!("{param_prefix}.{path}"), obj);
                let local = format!("{prefix}.{path}");
                pointer_field_param(f, local.clone(), local, (obj, true), &mut params, copies);
            } else {
                f.pointer_fields.insert(format!("{prefix}.{path}"), obj);
            }
            continue;
        }
        let ivl_ty = ivl_type(&t).expect("scalar");
        let param = format!("{param_prefix}.{path}");
        f.claim(&param);
        params.push(typed(&param, ivl_ty.clone()));
        if assigned {
            let local = format!("{prefix}.{path}");
            f.declare_local(&local, ivl_ty);
            copies.push(assign(&local, var(&param, NO_SPAN)));
        }
    }
    if assigned {
        f.entry_bindings.insert(
            p.id.clone(),
            Binding::Record {
                prefix: param_prefix,
                record: record.to_string(),
            },
        );
    }
    Ok((
        params,
        Binding::Record {
            prefix,
            record: record.to_string(),
        },
    ))
}
