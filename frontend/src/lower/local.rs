//! Local variable declarations: where each variable lives (IVL locals,
//! arrays of the thread's own, shared memory) and its initialiser.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::{record_local, Binding, Func};
use super::init::InitLeaf;
use super::memory::{is_dynamic_shared, is_local_memory};
use super::place::Place;
use super::translator::{unsupported, Result};
use super::value::{ivl_type, zero, ObjId, Val};
use crate::clang::ast::Node;
use crate::ctype::{describe, CType};

impl<'t, 'a> Func<'t, 'a> {
    /// A local variable declaration.
    pub fn variable(&mut self, d: &'a Node) -> Result<()> {
        if d.is_constexpr == Some(true) {
            self.constexpr_locals.insert(d.id.clone(), d);
        }
        // A sampler only configures image reads, which are arbitrary: it
        // has no IVL form, but its initialiser runs.
        if super::image::is_sampler(d.type_str()) {
            if let Some(init) = d.inner.iter().find(|c| !c.kind.ends_with("Attr")) {
                self.sampler_effects(init)?;
            }
            return Ok(());
        }
        let ty = self.t.ctype(d);
        let init = d.inner.iter().find(|c| !c.kind.ends_with("Attr"));
        if let CType::Reference(_) = ty {
            return self.reference_variable(d, init);
        }
        let shared = d.has_attr("CUDASharedAttr") || is_local_memory(&ty, d.type_str());
        let is_static = d.storage_class.as_deref() == Some("static");
        let at = d.at.as_ref();
        if d.storage_class.as_deref() == Some("extern") && !shared {
            // It names a variable of the file, not a local of its own.
            return unsupported(
                at,
                format!("the block-scope extern declaration of `{}`", d.name()),
            );
        }
        if shared || (is_static && d.is_constexpr != Some(true)) {
            if !shared {
                return unsupported(at, format!("static local variable `{}`", d.name()));
            }
            return self.shared_variable(d, &ty, init);
        }
        match &ty {
            CType::Array(..) => self.local_array(d, &ty, init),
            CType::Pointer(..) => {
                let name = self.local(d.name(), self.t.ptr().ty());
                let binding = self.pointer_variable(&d.id, name, None);
                self.bindings.insert(d.id.clone(), binding);
                if let Some(init) = init {
                    let v = self.value(init)?;
                    self.store_pointer(&d.id, v, at)?;
                }
                Ok(())
            }
            t if t.is_scalar() && self.address_taken.contains(&d.id) => {
                let value = match init {
                    Some(init) => {
                        let v = self.value(init)?;
                        Some(self.coerce(v, t, at)?)
                    }
                    None => None,
                };
                self.cell(d, t, value)
            }
            t if t.is_scalar() => self.scalar_local(d, t, init),
            CType::Record(record) => self.record_variable(d, &ty, record, init),
            other => unsupported(
                at,
                format!("local variable `{}` of type {}", d.name(), describe(other)),
            ),
        }
    }

    /// A reference variable (`T &r = A[i]`): another name for the place it
    /// is bound to, which is found once (`i` may change later); bound to a
    /// temporary (`const T &r = a + b`), the temporary's value.
    fn reference_variable(&mut self, d: &'a Node, init: Option<&'a Node>) -> Result<()> {
        let Some(init) = init else {
            return unsupported(
                d.at.as_ref(),
                format!("reference `{}` without an initialiser", d.name()),
            );
        };
        let place = self.bound_place(init)?;
        let place = self.pinned(place);
        self.bindings.insert(d.id.clone(), Binding::Alias(place));
        Ok(())
    }

    /// A variable in shared memory (`__shared__`, OpenCL's `__local`).
    fn shared_variable(&mut self, d: &Node, ty: &CType, init: Option<&Node>) -> Result<()> {
        let at = d.at.as_ref();
        let (elem, _) = ty.array_shape();
        let elem = elem.clone();
        let obj = if is_dynamic_shared(d) {
            self.dynamic_shared(d, &elem)?
        } else {
            let obj = self.object_for(&d.id, |f| {
                f.new_object(d.name(), elem, MemorySpace::Shared, false, false, at)
            })?;
            self.set_length(obj, ty);
            obj
        };
        // A scalar or a record is its one-element array's element 0;
        // an array name stands for the array (decaying to a pointer).
        let binding = if matches!(ty, CType::Array(..)) {
            Binding::Object(obj)
        } else {
            Binding::Cell(obj)
        };
        self.bindings.insert(d.id.clone(), binding);
        let init = init.filter(|i| !(i.is("CXXConstructExpr") && i.inner.is_empty()));
        if init.is_some() {
            return unsupported(at, "an initialiser on shared memory");
        }
        Ok(())
    }

    /// A local array: an array of the thread's own.
    fn local_array(&mut self, d: &Node, ty: &CType, init: Option<&'a Node>) -> Result<()> {
        let (elem, _) = ty.array_shape();
        let elem = elem.clone();
        let obj = self.object_for(&d.id, |f| {
            f.new_object(
                d.name(),
                elem,
                MemorySpace::Plain,
                false,
                true,
                d.at.as_ref(),
            )
        })?;
        self.set_length(obj, ty);
        self.bindings.insert(d.id.clone(), Binding::Object(obj));
        // An array of structs without an initialiser is default-constructed:
        // without a constructor of the program's, its contents are whatever
        // they are.
        let trivial = match &elem_of(ty) {
            CType::Record(r) => !self.t.default_construction_runs(r),
            _ => true,
        };
        let init = init.filter(|i| !(trivial && i.is("CXXConstructExpr") && i.inner.is_empty()));
        if let Some(init) = init {
            self.initialise_array(obj, ty, init)?;
        }
        Ok(())
    }

    /// A scalar variable: an IVL local.
    fn scalar_local(&mut self, d: &Node, t: &CType, init: Option<&'a Node>) -> Result<()> {
        let name = self.local(d.name(), ivl_type(t).expect("scalar"));
        self.bindings.insert(
            d.id.clone(),
            Binding::Scalar {
                name: name.clone(),
                ty: t.clone(),
            },
        );
        match init {
            Some(init) => {
                let v = self.value(init)?;
                let e = self.coerce(v, t, d.at.as_ref())?;
                if let ExprKind::Bv(k, _) = &e.kind {
                    if !self.not_only_read.contains(&d.id) {
                        self.constants
                            .insert(d.id.clone(), k.parse().expect("a literal's digits"));
                    }
                }
                self.emit(assign(&name, e));
            }
            // An uninitialised variable holds whatever it holds,
            // which may differ between threads (and iterations).
            None if self.set_before_use.contains(&d.id) => {}
            None => self.emit(stmt(StmtKind::Havoc(vec![ident(&name, NO_SPAN)]), NO_SPAN)),
        }
        Ok(())
    }

    /// A struct variable: a local per scalar field, or, when its address
    /// is taken, a one-element array of the thread's own.
    fn record_variable(
        &mut self,
        d: &'a Node,
        ty: &CType,
        record: &str,
        init: Option<&'a Node>,
    ) -> Result<()> {
        let at = d.at.as_ref();
        // Default construction leaves the fields as they are, unless the
        // program has a constructor of its own (whose body would run).
        let trivial = !self.t.runs_at_construction(record);
        let init = init.filter(|i| !(trivial && i.is("CXXConstructExpr") && i.inner.is_empty()));
        if self.address_taken.contains(&d.id) || self.t.record_has_arrays(record) {
            // Its address is taken, or it holds an array an index picks
            // from: a one-element array of the thread's own, which
            // pointers can reach.
            let ty = ty.clone();
            let obj = self.object_for(&d.id, |f| {
                f.new_object(d.name(), ty.clone(), MemorySpace::Plain, false, true, at)
            })?;
            self.set_length(obj, &ty);
            self.bindings.insert(d.id.clone(), Binding::Cell(obj));
        } else {
            let binding = record_local(self, d.name(), record, at)?;
            self.bindings.insert(d.id.clone(), binding);
        }
        let Some(init) = init else {
            let Binding::Record { prefix, .. } = &binding_of(self, &d.id) else {
                // In memory: its contents are whatever they are.
                return Ok(());
            };
            // Its pointer fields point nowhere until assigned.
            let leaves = self.t.fields_flattened(record, true, at)?;
            let names: Vec<_> = leaves
                .iter()
                .filter(|(_, t)| !matches!(t, CType::Pointer(..)))
                .map(|(p, _)| ident(&format!("{prefix}.{p}"), NO_SPAN))
                .collect();
            // A struct without fields holds nothing.
            if !names.is_empty() {
                self.emit(stmt(StmtKind::Havoc(names), NO_SPAN));
            }
            return Ok(());
        };
        self.initialise_record(d, ty, record, init)
    }

    /// A struct variable's initialiser: a list of its fields' values (those
    /// left out zero), or a struct value.
    fn initialise_record(
        &mut self,
        d: &Node,
        ty: &CType,
        record: &str,
        init: &'a Node,
    ) -> Result<()> {
        let at = d.at.as_ref();
        let place = self.place_of_decl(d)?;
        if init.is("InitListExpr") {
            let v = self.record_literal(init, ty, record)?;
            self.write(&place, v, at)
        } else {
            let v = self.value(init)?;
            self.write(&place, v, at)
        }
    }

    /// The struct value an initialiser list gives (fields it leaves out
    /// zero): `S{a, b}`, `return {a, b};`.
    pub fn record_literal(&mut self, init: &'a Node, ty: &CType, record: &str) -> Result<Val> {
        let at = init.at.as_ref();
        let values = self.t.init_leaves(init, ty)?;
        let leaves = self.t.fields_flattened(record, true, at)?;
        if values.len() != leaves.len() {
            return unsupported(
                at,
                "a struct initialiser whose values do not match its fields",
            );
        }
        // Each field's value is held in a local as it is evaluated, so its
        // reads happen even where only another field is used
        // (`S{A[i], 0}.b`).
        let mut fields = Vec::new();
        for ((path, t), leaf) in leaves.into_iter().zip(values) {
            let v = self.leaf_value(leaf, &t)?;
            let v = match leaf {
                InitLeaf::Given(_) => self.staged(v),
                _ => v,
            };
            fields.push((path, v));
        }
        Ok(Val::Record(fields))
    }

    /// A local array's initialiser: every element, those the initialiser
    /// leaves out zero.
    fn initialise_array(&mut self, obj: ObjId, ty: &CType, init: &'a Node) -> Result<()> {
        let (elem, _) = ty.array_shape();
        let elem = elem.clone();
        if let CType::Record(record) = &elem {
            return self.initialise_record_array(obj, ty, record, init);
        }
        let pointers = matches!(elem, CType::Pointer(..));
        if !elem.is_scalar() && !pointers {
            return unsupported(
                init.at.as_ref(),
                format!("an initialiser on an array of {}", describe(&elem)),
            );
        }
        let leaves = self.t.init_leaves(init, ty)?;
        for (i, leaf) in leaves.into_iter().enumerate() {
            let at = match leaf {
                InitLeaf::Given(l) => l.at.as_ref(),
                _ => init.at.as_ref(),
            };
            let v = self.leaf_value(leaf, &elem)?;
            let place = self.initialised(obj, i as u64);
            self.write(&place, v, at)?;
        }
        Ok(())
    }
}

impl<'t, 'a> Func<'t, 'a> {
    /// A local array of structs' initialiser: every field of every
    /// element, those the initialiser leaves out zero; an element may be a
    /// list or a struct value (`make_float4(...)`).
    fn initialise_record_array(
        &mut self,
        obj: ObjId,
        ty: &CType,
        record: &str,
        init: &'a Node,
    ) -> Result<()> {
        let at = init.at.as_ref();
        let elem = CType::Record(record.to_string());
        let (CType::Array(inner, Some(length)), true) = (ty, init.is("InitListExpr")) else {
            return unsupported(
                at,
                format!("an initialiser on an array of {}", describe(&elem)),
            );
        };
        if **inner != elem {
            return unsupported(
                at,
                format!("an initialiser on an array of {}", describe(inner)),
            );
        }
        let fields = self.t.record_leaves(record, at)?;
        let start = Val::Ptr {
            obj,
            offset: self.t.ptr().lit(0),
        };
        for i in 0..*length {
            let element = self.pointed(start.clone(), self.t.ptr().lit(i.into()), &elem, at)?;
            let given = init.inner.get(i as usize).or(init.filler.as_deref());
            if let Some(e) =
                given.filter(|e| !e.is("InitListExpr") && !e.is("ImplicitValueInitExpr"))
            {
                let v = self.value(e)?;
                self.write(&element, v, at)?;
                continue;
            }
            let Place::Record { base, record, path } = element else {
                unreachable!("an element of an array of structs is a struct")
            };
            let places = self.record_leaves(&base, &record, &path, at)?;
            let values = match given {
                Some(e) => self.t.init_leaves(e, &elem)?,
                None => vec![InitLeaf::Zero; fields.len()],
            };
            for (((_, place), (_, leaf_ty)), value) in places.iter().zip(&fields).zip(values) {
                let v = self.leaf_value(value, leaf_ty)?;
                self.write(place, v, at)?;
            }
        }
        Ok(())
    }
}

impl<'t, 'a> Func<'t, 'a> {
    /// The value an initialiser gives a scalar of type `ty`.
    pub fn leaf_value(&mut self, leaf: InitLeaf<'a>, ty: &CType) -> Result<Val> {
        Ok(match leaf {
            InitLeaf::Given(e) => self.value(e)?,
            InitLeaf::Byte(b) => Val::int(bv(u128::from(b), 8), ty),
            InitLeaf::Zero if matches!(ty, CType::Pointer(..)) => Val::Ptr {
                obj: self.null_object(),
                offset: self.t.ptr().lit(0),
            },
            InitLeaf::Zero => zero(ty),
        })
    }
}

/// The element type of an array type (after every dimension).
fn elem_of(ty: &CType) -> CType {
    ty.array_shape().0.clone()
}

fn binding_of(f: &Func, id: &str) -> Binding {
    f.bindings.get(id).cloned().expect("declared")
}
