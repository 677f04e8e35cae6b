//! Anonymous unions and structs inside a struct (`struct B { union { float
//! m[4]; float4 v; }; };`) are fields without a name in Clang's dump, and
//! member expressions through them (`b.m` is `b.<anonymous>.m`) name them
//! by the empty string. Two in one struct would be two fields of one name;
//! each gets a name of its own here, which its member expressions take.

use std::collections::HashMap;

use super::ast::Node;

/// Names every unnamed field `$anonN` (N counting through the unit) and
/// the member expressions that reach it with it.
pub fn name_anonymous_fields(unit: &mut Node) {
    let mut names = HashMap::new();
    name_fields(unit, &mut names);
    if !names.is_empty() {
        name_members(unit, &names);
    }
}

fn name_fields(n: &mut Node, names: &mut HashMap<String, String>) {
    if n.is("FieldDecl") && n.name.as_deref().unwrap_or("").is_empty() {
        let name = format!("$anon{}", names.len());
        names.insert(n.id.clone(), name.clone());
        n.name = Some(name);
    }
    for c in &mut n.inner {
        name_fields(c, names);
    }
}

fn name_members(n: &mut Node, names: &HashMap<String, String>) {
    if n.is("MemberExpr") && n.name.as_deref().unwrap_or("").is_empty() {
        if let Some(name) = n.referenced_member_decl.as_ref().and_then(|m| names.get(m)) {
            n.name = Some(name.clone());
        }
    }
    for c in &mut n.inner {
        name_members(c, names);
    }
    if let Some(f) = &mut n.filler {
        name_members(f, names);
    }
}
