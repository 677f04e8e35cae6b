//! An array field of a struct held in locals, passed to a pointer
//! parameter (`block.next(this->keystream)`, in a method whose object is
//! in locals): copied into an array of the thread's own for the call, and
//! back after it.

use ivl::syntax::ast::MemorySpace;

use super::call::{locals_name, place_overlaps_locals};
use super::func::Func;
use super::lvalue::{Place, RecordBase};
use super::translator::{unsupported, Result};
use super::value::{ObjId, Val};
use crate::clang::ast::{strip, Loc, Node};
use crate::ctype::CType;

/// An array field copied for a call: its copy, and its elements.
pub struct Staged {
    obj: ObjId,
    elem: CType,
    elems: Vec<Place>,
}

impl<'t, 'a> Func<'t, 'a> {
    /// Argument `arg` of a call when it is an array field of a struct in
    /// locals decaying to a pointer: a pointer to its copy, staged in
    /// `staged`. `object` is the object of a method called; `call` is
    /// the call's node, `params` the callee's parameter types.
    pub(super) fn staged_arg(
        &mut self,
        (call, arg): (&'a Node, &'a Node),
        object: Option<&Place>,
        params: &[CType],
        staged: &mut Vec<Staged>,
    ) -> Result<Option<Val>> {
        let at = arg.at.as_ref();
        let decay = strip(arg);
        if !(decay.is("ImplicitCastExpr")
            && decay.cast_kind.as_deref() == Some("ArrayToPointerDecay")
            && decay
                .inner
                .first()
                .is_some_and(|m| strip(m).is("MemberExpr")))
        {
            return Ok(None);
        }
        let (elems, offset, ty) = match self.place(strip(&decay.inner[0]))? {
            Place::Array { obj, offset } => return Ok(Some(Val::Ptr { obj, offset })),
            Place::Elements { elems, offset, ty } => (elems, offset, ty),
            _ => return unsupported(at, "this array"),
        };
        let scalars = matches!(&ty, CType::Array(e, Some(n)) if e.is_scalar() && *n as usize == elems.len())
            && elems.iter().all(|e| matches!(e, Place::Scalar { .. }));
        if !scalars {
            return unsupported(
                at,
                "an array field of a struct held in locals, passed as a pointer, that is not one of numbers",
            );
        }
        // The callee must not reach the field another way while it runs,
        // nor keep the pointer past the call.
        let object_overlaps = match object {
            Some(Place::Record {
                base: RecordBase::Local { prefix },
                path,
                ..
            }) => {
                let object = locals_name(prefix, path);
                elems.iter().any(|e| place_overlaps_locals(e, &object))
            }
            Some(Place::Record { .. }) | Some(Place::Value(_)) | None => false,
            Some(_) => true,
        };
        let twice = staged.iter().flat_map(|s| &s.elems).any(|e| {
            matches!(e, Place::Scalar { name, .. }
                if elems.iter().any(|n| place_overlaps_locals(n, name)))
        });
        let why = if object_overlaps {
            Some("to a method of the struct holding it")
        } else if twice {
            Some("twice to one call")
        } else if params.iter().any(|p| match p {
            CType::Pointer(to, _) => !to.is_scalar(),
            CType::Reference(_) => true,
            _ => false,
        }) {
            // Through one, the callee could keep the copy's address.
            Some("to a function with reference parameters or pointers to other than numbers")
        } else if matches!(self.t.ctype(call), CType::Pointer(..) | CType::Reference(_))
            || self.address_calls.contains(&call.id)
        {
            Some("to a function returning a pointer or a reference")
        } else {
            None
        };
        if let Some(why) = why {
            return unsupported(
                at,
                format!("an array field of a struct held in locals, passed as a pointer {why}"),
            );
        }
        let elem = ty.array_shape().0.clone();
        let obj = self.object_for(&format!("staged {}", decay.id), |f| {
            f.new_object("staged", elem.clone(), MemorySpace::Plain, false, true, at)
        })?;
        self.set_length(obj, &ty);
        for (k, e) in elems.iter().enumerate() {
            let v = self.read(e, at)?;
            let copy = self.copy_element(obj, k, &elem, at)?;
            self.write(&copy, v, at)?;
        }
        // In a copy the callee sees byte by byte, a pointer counts bytes.
        let offset = match self.t.objects[obj].bytes {
            true => {
                let (size, _) = self.t.layout_or_error(&elem, at)?;
                self.t.ptr().times(offset, size)
            }
            false => offset,
        };
        staged.push(Staged { obj, elem, elems });
        Ok(Some(Val::Ptr { obj, offset }))
    }

    /// After the call: each staged field takes back its copy's elements.
    pub(super) fn unstage(&mut self, staged: Vec<Staged>, at: Option<&Loc>) -> Result<()> {
        for Staged { obj, elem, elems } in staged {
            for (k, e) in elems.iter().enumerate() {
                let copy = self.copy_element(obj, k, &elem, at)?;
                let v = self.read(&copy, at)?;
                self.write(e, v, at)?;
            }
        }
        Ok(())
    }

    /// Element `k` of a copy.
    fn copy_element(
        &mut self,
        obj: ObjId,
        k: usize,
        elem: &CType,
        at: Option<&Loc>,
    ) -> Result<Place> {
        let ptr = self.t.ptr();
        self.element(obj, ptr.lit(0), ptr.lit(k as u128), elem, at)
    }
}
