//! Memory objects: every array a kernel can reach (pointer parameters,
//! `__shared__`/`__local` arrays, file-scope device and constant memory,
//! private arrays) is one IVL map from an element index (`bv32`, or
//! `bv64` with 64-bit pointers) to its scalar element type.
//! Multi-dimensional arrays are flattened row by row; a scalar in shared
//! or device memory is a map used at index 0. Distinct
//! pointer parameters are distinct objects (they are assumed not to alias,
//! as GPUVerify assumes).
//!
//! An object that some pointer views as another element type (`(char *)
//! A`, `reinterpret_cast<int4 *>(p)`, `memcpy`) is kept byte by byte
//! instead: one map from a byte offset to `bv8`, whatever it holds
//! (structs included), each access reading or writing the bytes of its
//! type at its offset (layout.rs), little-endian.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::value::{ivl_type, ObjId, PointerWidth};
use crate::ctype::CType;

#[derive(Clone, Debug)]
pub struct Object {
    /// The IVL map's name.
    pub name: String,
    /// The scalar element type.
    pub elem: CType,
    pub space: MemorySpace,
    /// `__constant` memory: the kernel cannot write it.
    pub read_only: bool,
    /// A thread's own array (a plain `var`: each thread has its copy).
    pub private: bool,
    /// The null pointer's target: no memory, any access an error.
    pub null: bool,
    /// The number of elements, when the declaration gives it (arrays; not
    /// pointer parameters).
    pub length: Option<u64>,
    /// An array of structs: the object of each scalar field (by its path,
    /// `pos` or `a.b`), one map each; this object itself has no map.
    pub leaves: Vec<(String, usize)>,
    /// What the translation knows the object by from one attempt to the
    /// next (the name it was made with).
    pub key: String,
    /// Kept byte by byte: its map holds bytes, pointers into it count
    /// bytes, and `elem` is the type it was declared with.
    pub bytes: bool,
    /// Memory the host's pointers reach (heap.rs): the object holding the
    /// first pointer to it that the kernel reads, its root.
    pub heap_root: Option<ObjId>,
}

/// Where an object lives and who may write it: what the fields of a
/// struct's object share.
pub struct ObjectShape {
    pub space: MemorySpace,
    pub read_only: bool,
    pub private: bool,
    pub heap_root: Option<ObjId>,
}

impl Object {
    pub fn map_type(&self, ptr: PointerWidth) -> Type {
        let elem = if self.bytes {
            bv_type(8)
        } else if matches!(self.elem, CType::Pointer(..)) {
            ptr.ty()
        } else {
            ivl_type(&self.elem).expect("objects hold scalars")
        };
        ty(TypeKind::Map(vec![ptr.ty()], Box::new(elem)))
    }

    /// The program-level declaration of the object's map.
    pub fn declaration(&self, ptr: PointerWidth) -> Option<Decl> {
        // An array of structs has a map per field (none for a struct
        // without fields).
        if matches!(self.elem, CType::Record(_)) && !self.bytes || self.null {
            return None;
        }
        Some(decl(
            DeclKind::Var(VarDecl {
                attrs: Vec::new(),
                vars: vec![typed(&self.name, self.map_type(ptr))],
                space: self.space,
            }),
            NO_SPAN,
        ))
    }
}

/// Whether an OpenCL variable of type `ty` (written `text`) lives in
/// `__local` memory: the variable itself, not what it points to.
pub fn is_local_memory(ty: &CType, text: &str) -> bool {
    !matches!(ty, CType::Pointer(..)) && text.contains("__local")
}

/// Whether a CUDA shared variable is `extern __shared__` (dynamic shared
/// memory, sized by the launch).
pub fn is_dynamic_shared(d: &crate::clang::ast::Node) -> bool {
    d.has_attr("CUDASharedAttr") && d.storage_class.as_deref() == Some("extern")
}

/// The number of scalar elements one value of `ty` occupies when arrays
/// are flattened (`float[4][17]` is 68), if the front end models it.
pub fn flat_len(ty: &CType) -> Option<u64> {
    match ty {
        CType::Array(e, Some(n)) => Some(flat_len(e)? * n),
        t if t.is_scalar() => Some(1),
        CType::Record(_) => Some(1),
        CType::Pointer(..) => Some(1),
        _ => None,
    }
}
