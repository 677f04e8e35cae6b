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
//!
//! Pointers the program stores (in any memory) add the arrays they reach
//! to their memory's targets, found as the translation goes (the file is
//! translated again with each new one); with several targets a map beside
//! the offsets says which each pointer reaches.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::Func;
use super::memory::{Object, ObjectShape};
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
        let Some(targets) = self
            .reachable(obj, at)?
            .into_iter()
            .collect::<Option<Vec<_>>>()
        else {
            return unsupported(
                at,
                "a pointer read from memory before an array it may point into is made",
            );
        };
        let name = self.t.objects[obj].name.clone();
        let offset = select(var(&name, NO_SPAN), index.clone());
        match targets.as_slice() {
            // No pointer is stored there (yet: a store found later makes
            // the file translated again): reading one gives null.
            [] => Ok(Val::Ptr {
                obj: self.null_object(),
                offset,
            }),
            [one] => Ok(Val::Ptr { obj: *one, offset }),
            _ => {
                let bases = self.base_map(obj);
                let base_name = self.t.objects[bases].name.clone();
                Ok(Val::Multi {
                    base: select(var(&base_name, NO_SPAN), index.clone()),
                    offset,
                    objs: targets,
                })
            }
        }
    }

    /// Stores pointer `v` as element `index` of `obj` (memory holding
    /// pointers): its offset, and which of the memory's targets it
    /// reaches when there are several.
    pub fn store_pointer_in_memory(
        &mut self,
        obj: ObjId,
        index: &Expr,
        v: Val,
        at: Option<&Loc>,
    ) -> Result<()> {
        let targets = self.reachable(obj, at)?;
        let host = self.host_memory(obj);
        let (reached, base, offset) = match v {
            Val::Ptr { obj: o, offset } => (vec![o], None, offset),
            Val::Multi { base, offset, objs } => (objs, Some(base), offset),
            _ => {
                return unsupported(
                    at,
                    "storing in memory a pointer that does not point into a known array",
                )
            }
        };
        // The host's null is the heap's offset 0.
        let heap = if host {
            targets.last().copied().flatten()
        } else {
            None
        };
        let target_of = |f: &Self, o: ObjId| match (f.t.objects[o].null && host, heap) {
            (true, Some(h)) => h,
            _ => o,
        };
        let missing: Vec<ObjId> = reached
            .iter()
            .copied()
            .filter(|o| !targets.contains(&Some(target_of(self, *o))))
            .collect();
        if !missing.is_empty() {
            return self.more_targets(obj, &missing, at);
        }
        let name = self.t.objects[obj].name.clone();
        self.emit(store(&name, index.clone(), offset));
        self.writes.insert(name);
        if targets.len() > 1 {
            let position = |f: &Self, o: ObjId| {
                let t = target_of(f, o);
                bv(
                    targets.iter().position(|x| *x == Some(t)).expect("known") as u128,
                    32,
                )
            };
            let which = match base {
                None => position(self, reached[0]),
                Some(b) => {
                    let mut e = position(self, *reached.last().expect("a target"));
                    for (k, o) in reached.iter().enumerate().rev().skip(1) {
                        e = if_then_else(eq(b.clone(), bv(k as u128, 32)), position(self, *o), e);
                    }
                    e
                }
            };
            let bases = self.base_map(obj);
            let base_name = self.t.objects[bases].name.clone();
            self.emit(store(&base_name, index.clone(), which));
            self.writes.insert(base_name);
        }
        Ok(())
    }

    /// A store into `obj` reaches `missing`, arrays not yet among its
    /// targets: the file is translated again with them.
    fn more_targets(&mut self, obj: ObjId, missing: &[ObjId], at: Option<&Loc>) -> Result<()> {
        let memory = self.t.objects[obj].key.clone();
        let pointee = self.held_pointee(obj, at)?;
        for &o in missing {
            let target = &self.t.objects[o];
            if target.private && !self.t.objects[obj].private {
                return unsupported(
                    at,
                    "storing a pointer into a thread's own array in memory other threads read",
                );
            }
            if !target.null && target.elem != pointee && !target.bytes {
                return unsupported(
                    at,
                    "storing in memory a pointer to an array of another element type",
                );
            }
            let key = if target.null {
                "null".to_string()
            } else {
                self.identity(o)
            };
            let known = self.t.memory_targets.entry(memory.clone()).or_default();
            if known.contains(&key) {
                return unsupported(at, "storing this pointer in memory");
            }
            known.push(key);
        }
        self.t.new_memory_targets = true;
        unsupported(
            at,
            "a pointer stored in memory reaching more arrays than known (the file is translated again)",
        )
    }

    /// The arrays the pointers `obj` holds may reach: those the program
    /// stores there, then the heap of the host's pointers (last, so that a
    /// base the host left is the heap's).
    /// An array not made yet where the translation is (a later scope's)
    /// is `None`: its place in the list is kept, as stores number the
    /// targets by it.
    fn reachable(&mut self, obj: ObjId, at: Option<&Loc>) -> Result<Vec<Option<ObjId>>> {
        let pointee = self.held_pointee(obj, at)?;
        let key = self.t.objects[obj].key.clone();
        let mut out = Vec::new();
        for k in self.t.memory_targets.get(&key).cloned().unwrap_or_default() {
            if k == "null" {
                out.push(Some(self.null_object()));
                continue;
            }
            let found = (0..self.t.objects.len()).find(|&o| self.identity(o) == k);
            if let Some(o) = found {
                if self.t.objects[o].elem != pointee && !self.t.objects[o].bytes {
                    return unsupported(
                        at,
                        "memory holding pointers to arrays of another element type",
                    );
                }
            }
            out.push(found);
        }
        if self.host_memory(obj) {
            out.push(Some(self.heap(obj, &pointee, at)?));
        }
        Ok(out)
    }

    /// What the translation knows object `o` by from one attempt to the
    /// next: its key and how many objects of that key were made before it
    /// (two arrays of one name, in two functions or two scopes, are two).
    fn identity(&self, o: ObjId) -> String {
        let key = &self.t.objects[o].key;
        let before = self.t.objects[..o].iter().filter(|x| x.key == *key).count();
        format!("{key}#{before}")
    }

    /// The map of which target each pointer `obj` holds reaches.
    fn base_map(&mut self, obj: ObjId) -> ObjId {
        let o = self.t.objects[obj].clone();
        let key = format!("base {obj}");
        if let Some(&b) = self.t.object_of_decl.get(&key) {
            return b;
        }
        let name = self.global_name(&format!("{}.base", o.name));
        self.t.objects.push(Object {
            name,
            elem: CType::int(32, false),
            space: o.space,
            read_only: o.read_only,
            private: o.private,
            null: false,
            length: o.length,
            leaves: Vec::new(),
            key: format!("{}.base", o.key),
            bytes: false,
            heap_root: o.heap_root,
        });
        let b = self.t.objects.len() - 1;
        self.t.object_of_decl.insert(key, b);
        b
    }

    /// What the pointers `obj` holds point to.
    fn held_pointee(&self, obj: ObjId, at: Option<&Loc>) -> Result<CType> {
        let o = &self.t.objects[obj];
        let CType::Pointer(pointee, _) = &o.elem else {
            return unsupported(at, "memory holding something other than pointers");
        };
        Ok((**pointee).clone())
    }

    /// Whether pointers into `a` and into `b` may be equal: the same
    /// object, or null and a heap (whose offset 0 is null).
    pub fn may_be_equal(&self, a: ObjId, b: ObjId) -> bool {
        let null = |o: ObjId| self.t.objects[o].null;
        a == b || null(a) && self.is_heap(b) || self.is_heap(a) && null(b)
    }
}
