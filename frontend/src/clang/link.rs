//! A kernel file parsed on the precompiled prefix (`prefix.rs`) refers to
//! the prefix's declarations by ids its own dump does not define: Clang
//! read them from the precompiled header. Linking points those references
//! at the same declarations in the prefix's cached dump (a declaration by
//! its kind, name and type; a struct member by its struct and name), and
//! puts the prefix's declarations in front of the unit's, as if the header
//! had been included as text. A function the unit knows only by reference
//! (an instance of one of our templates, `tex1Dfetch<float>`) is declared
//! from the reference, as one of ours and a device function (host code is
//! never lowered, and device code can only call device functions).

use std::collections::{HashMap, HashSet};

use super::ast::{Loc, Node, QualType};
use super::type_names::{last_name, specialization_name, template_name};

/// Ids of the prefix's dump are marked so that they never equal an id of
/// the unit's (both are addresses, in two different processes).
const PREFIX_ID: &str = "prefix:";

pub fn link(unit: &mut Node, mut prefix: Node) {
    mark_ids(&mut prefix);
    let mut defined = HashSet::new();
    collect_ids(unit, &mut defined);
    let mut index = Index::default();
    index.collect(&prefix, None);
    let header = prefix.at.as_ref().map(|l| l.file.clone()).or_else(|| {
        prefix.inner.iter().find_map(|d| {
            d.at.as_ref()
                .filter(|l| l.in_headers)
                .map(|l| l.file.clone())
        })
    });
    let mut declared = Vec::new();
    relink(unit, &defined, &index, &mut declared);
    let at = header.map(|file| Loc {
        file,
        line: 1,
        col: 1,
        in_headers: true,
    });
    let mut front = std::mem::take(&mut prefix.inner);
    front.extend(declared.into_iter().map(|(id, kind, name, ty)| {
        let mut d = Node::default();
        d.id = id;
        d.kind = kind;
        d.name = Some(name);
        d.ty = ty;
        d.at = at.clone();
        // Referenced from code Clang accepted, so callable where it is
        // called: device code's references are to device functions.
        let mut device = Node::default();
        device.kind = "CUDADeviceAttr".to_string();
        d.inner.push(device);
        d
    }));
    unit.inner.splice(0..0, front);
}

fn mark_ids(n: &mut Node) {
    if !n.id.is_empty() {
        n.id = format!("{PREFIX_ID}{}", n.id);
    }
    if let Some(d) = &mut n.referenced_decl {
        mark_ids(d);
    }
    if let Some(m) = &mut n.referenced_member_decl {
        *m = format!("{PREFIX_ID}{m}");
    }
    for c in &mut n.inner {
        mark_ids(c);
    }
    if let Some(f) = &mut n.filler {
        mark_ids(f);
    }
}

fn collect_ids(n: &Node, out: &mut HashSet<String>) {
    if !n.id.is_empty() {
        out.insert(n.id.clone());
    }
    for c in &n.inner {
        collect_ids(c, out);
    }
    if let Some(f) = &n.filler {
        collect_ids(f, out);
    }
}

type DeclKey = (String, String, String);

#[derive(Default)]
struct Index {
    /// (kind, name, type) to the id of the first such declaration.
    decls: HashMap<DeclKey, String>,
    /// The structs that declare each (kind, name, type) of a method: a
    /// reference to a method several structs declare alike (a static
    /// method of two specializations, `Traits<int>::In` and
    /// `Traits<float>::In`) cannot be told apart, and is not linked.
    method_records: HashMap<DeclKey, HashSet<String>>,
    /// (struct, member) to the ids of the members of that name.
    members: HashMap<(String, String), Vec<String>>,
}

impl Index {
    fn collect(&mut self, n: &Node, record: Option<&str>) {
        if n.kind.ends_with("Decl") && !n.id.is_empty() {
            if let Some(name) = &n.name {
                let ty = n.ty.as_ref().map_or("", |t| t.qual_type.as_str());
                let key = (n.kind.clone(), name.clone(), ty.to_string());
                if let (Some(r), "CXXMethodDecl") = (record, n.kind.as_str()) {
                    self.method_records
                        .entry(key.clone())
                        .or_default()
                        .insert(r.to_string());
                }
                self.decls.entry(key).or_insert_with(|| n.id.clone());
                if let (Some(r), true) = (
                    record,
                    matches!(n.kind.as_str(), "FieldDecl" | "CXXMethodDecl"),
                ) {
                    self.members
                        .entry((r.to_string(), name.clone()))
                        .or_default()
                        .push(n.id.clone());
                }
            }
        }
        // A specialization's members by its arguments too (`tile<32>`):
        // its name alone is every specialization's.
        let specialization = (n.kind == "ClassTemplateSpecializationDecl")
            .then(|| specialization_name(n))
            .flatten();
        let record = specialization
            .as_deref()
            .or(if n.kind.ends_with("RecordDecl") {
                n.name.as_deref()
            } else {
                None
            });
        for c in &n.inner {
            self.collect(c, record);
        }
        if let (Some(plain), Some(_)) = (n.name.as_deref(), &specialization) {
            for c in &n.inner {
                self.collect_members(c, plain);
            }
        }
    }
}

impl Index {
    /// `n`'s member, if it is one, under `record`.
    fn collect_members(&mut self, n: &Node, record: &str) {
        if let (Some(name), "FieldDecl" | "CXXMethodDecl") = (&n.name, n.kind.as_str()) {
            self.members
                .entry((record.to_string(), name.clone()))
                .or_default()
                .push(n.id.clone());
        }
    }
}

type Declared = Vec<(String, String, String, Option<QualType>)>;

fn relink(n: &mut Node, defined: &HashSet<String>, index: &Index, declared: &mut Declared) {
    if let Some(d) = &mut n.referenced_decl {
        if !defined.contains(&d.id) {
            let ty = d.ty.as_ref().map_or("", |t| t.qual_type.as_str());
            let key = (d.kind.clone(), d.name().to_string(), ty.to_string());
            let alike = index.method_records.get(&key).is_some_and(|r| r.len() > 1);
            match index.decls.get(&key).filter(|_| !alike) {
                Some(id) => d.id = id.clone(),
                None if d.kind == "FunctionDecl"
                    && !declared.iter().any(|(id, ..)| *id == d.id) =>
                {
                    declared.push((
                        d.id.clone(),
                        d.kind.clone(),
                        d.name().to_string(),
                        d.ty.clone(),
                    ));
                }
                None => {}
            }
        }
    }
    if let Some(m) = &n.referenced_member_decl {
        if !defined.contains(m) {
            let base = n.inner.first().and_then(|base| base.ty.as_ref());
            let arrow = n.is_arrow == Some(true);
            let member = |record: String| index.members.get(&(record, n.name().to_string()));
            let ids = base
                .and_then(|t| member(specialization_of(t.canonical(), arrow)))
                .or_else(|| base.and_then(|t| member(record_name(t.canonical(), arrow))));
            if let Some([id]) = ids.map(Vec::as_slice) {
                n.referenced_member_decl = Some(id.clone());
            }
        }
    }
    for c in &mut n.inner {
        relink(c, defined, index, declared);
    }
    if let Some(f) = &mut n.filler {
        relink(f, defined, index, declared);
    }
}

/// The struct a member expression's base names: `const cg::thread_block`
/// and `struct float4 *` (through `->`) give `thread_block` and `float4`.
fn record_name(ty: &str, arrow: bool) -> String {
    let t = unqualified(ty, arrow);
    let t = t.split('<').next().unwrap_or(t);
    t.rsplit("::").next().unwrap_or(t).trim().to_string()
}

/// The specialization a member expression's base names, with its
/// arguments: `const cg::thread_block_tile<32U>` gives
/// `thread_block_tile<32>`.
fn specialization_of(ty: &str, arrow: bool) -> String {
    last_name(&template_name(unqualified(ty, arrow))).to_string()
}

/// `ty` without qualifiers and tag words (and without the pointer, through
/// `->`).
fn unqualified(ty: &str, arrow: bool) -> &str {
    let mut t = ty.trim();
    if arrow {
        t = t.trim_end_matches('*').trim_end();
    }
    for q in ["const ", "volatile ", "struct ", "class "] {
        while let Some(rest) = t.strip_prefix(q) {
            t = rest;
        }
    }
    t.trim_end_matches(" const").trim_end_matches(" volatile")
}

#[cfg(test)]
mod tests {
    use super::record_name;

    #[test]
    fn record_names_of_member_bases() {
        assert_eq!(
            record_name("const cooperative_groups::thread_block", false),
            "thread_block"
        );
        assert_eq!(record_name("struct float4 *", true), "float4");
        assert_eq!(
            record_name("texture<float, 1, cudaReadModeElementType>", false),
            "texture"
        );
    }
}
