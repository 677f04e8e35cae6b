//! Pointers the host stored in memory: kernel arguments that point to
//! pointers (`float **rows`) or to structs holding them (`Args *args`,
//! `args->a`), and `__device__` or `__constant__` variables holding them.
//!
//! Memory holding pointers is a map to element offsets. What the host's
//! pointers reach is a *heap*: one object per root (the kernel's own memory
//! the first pointer is read from: an argument's array, or one field of
//! its structs) and element type, which every pointer of that type read
//! from the root, or from a heap of the root, points into (`nodes[i].next`
//! reaches the heap `nodes[i]` is in). Offsets are arbitrary, so two
//! pointers may reach the same elements or not, and offset 0 is null.
//! Heaps of distinct roots are distinct arrays, as distinct pointer
//! parameters are (and as the fields of a struct passed by value are).

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::Func;
use super::memory::ObjectShape;
use super::translator::{unsupported, Result};
use super::value::{ObjId, Val};
use crate::clang::ast::Loc;
use crate::ctype::CType;

impl<'t, 'a> Func<'t, 'a> {
    /// Whether `obj` holds what the host put there: argument, device and
    /// constant memory, and the heaps they reach (not a thread's own, nor
    /// shared memory, which start undefined).
    fn host_memory(&self, obj: ObjId) -> bool {
        let o = &self.t.objects[obj];
        o.space == MemorySpace::Global && !o.private && !o.null
    }

    /// Whether `obj` is a heap: what the host's pointers reach.
    pub fn is_heap(&self, obj: ObjId) -> bool {
        self.t.objects[obj].heap_root.is_some()
    }

    /// The heap of `pointee`s that pointers held in `holder` reach.
    fn heap(&mut self, holder: ObjId, pointee: &CType, at: Option<&Loc>) -> Result<ObjId> {
        let root = self.t.objects[holder].heap_root.unwrap_or(holder);
        if root == holder && self.holds_its_pointee(holder, pointee) {
            return unsupported(
                at,
                "a pointer to a struct read from an array of such structs (it may point into that array)",
            );
        }
        // The root's array, or the whole struct array a field of it is in.
        let root_name = self.t.objects[root].name.clone();
        let key = format!("heap {root} {pointee:?}");
        let shape = ObjectShape {
            space: MemorySpace::Global,
            read_only: false,
            private: false,
            heap_root: Some(root),
        };
        self.object_for(&key, |f| {
            f.object_of_shape(&format!("{root_name}.pointee"), pointee.clone(), &shape, at)
        })
    }

    /// Whether `field` is a field of an array of structs that are, or
    /// hold, `pointee`s: `nodes[i].next` may point into `nodes`, which
    /// is no heap.
    fn holds_its_pointee(&self, field: ObjId, pointee: &CType) -> bool {
        let CType::Record(target) = pointee else {
            return false;
        };
        self.t.objects.iter().any(|whole| {
            whole.leaves.iter().any(|(_, leaf)| *leaf == field)
                && matches!(&whole.elem, CType::Record(r) if self.t.record_holds(r, target))
        })
    }

    /// The pointer element `index` of `obj` (memory holding pointers)
    /// holds.
    pub fn load_pointer(&mut self, obj: ObjId, index: &Expr, at: Option<&Loc>) -> Result<Val> {
        let pointee = self.held_pointee(obj, at)?;
        let heap = self.heap(obj, &pointee, at)?;
        let name = self.t.objects[obj].name.clone();
        Ok(Val::Ptr {
            obj: heap,
            offset: select(var(&name, NO_SPAN), index.clone()),
        })
    }

    /// Stores pointer `v` as element `index` of `obj` (memory holding
    /// pointers): null, or a pointer into the heap the memory's pointers
    /// reach.
    pub fn store_pointer_in_memory(
        &mut self,
        obj: ObjId,
        index: &Expr,
        v: Val,
        at: Option<&Loc>,
    ) -> Result<()> {
        let pointee = self.held_pointee(obj, at)?;
        let heap = self.heap(obj, &pointee, at)?;
        let offset =
            match v {
                Val::Ptr { obj: o, offset } if o == heap || self.t.objects[o].null => offset,
                _ => return unsupported(
                    at,
                    "storing in memory a pointer other than null or one read from the same memory",
                ),
            };
        let name = self.t.objects[obj].name.clone();
        self.emit(store(&name, index.clone(), offset));
        self.writes.insert(name);
        Ok(())
    }

    /// What the pointers `obj` holds point to, if the host gave them.
    fn held_pointee(&self, obj: ObjId, at: Option<&Loc>) -> Result<CType> {
        let o = &self.t.objects[obj];
        let CType::Pointer(pointee, _) = &o.elem else {
            return unsupported(at, "memory holding something other than pointers");
        };
        if !self.host_memory(obj) {
            let place = if o.private {
                "a thread's own array"
            } else {
                "shared memory"
            };
            return unsupported(at, format!("a pointer kept in {place}"));
        }
        Ok((**pointee).clone())
    }

    /// Whether pointers into `a` and into `b` may be equal: the same
    /// object, or null and a heap (whose offset 0 is null).
    pub fn may_be_equal(&self, a: ObjId, b: ObjId) -> bool {
        let null = |o: ObjId| self.t.objects[o].null;
        a == b || null(a) && self.is_heap(b) || self.is_heap(a) && null(b)
    }
}
