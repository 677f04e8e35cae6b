//! What a lambda captures, read from its class: each captured variable
//! is a field named after it, holding its value (a capture by copy) or a
//! pointer to it (a capture by reference, the variable then kept in
//! memory where a pointer reaches it).

use crate::clang::ast::{strip, Node};

/// How a lambda holds a variable it captures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Its value, copied when the lambda is made.
    Copy,
    /// A pointer to the variable.
    Reference,
    /// A pointer variable captured by reference: its value, which is the
    /// same as long as the enclosing function never changes the pointer
    /// (checked where the lambda is made).
    UnchangedPointer,
}

/// A variable a lambda captures: its name (the field's), its declaration
/// and how the field holds it, with the field's C type.
#[derive(Clone, Debug)]
pub struct Capture {
    pub name: String,
    pub id: String,
    pub mode: Mode,
    pub field_type: String,
}

/// How a field of type `field_type` (a lambda class's) holds its
/// variable, and the field's type as ivl keeps it; `Err` for what is not
/// modelled.
fn mode_of(field_type: &str) -> Result<(Mode, String), String> {
    let t = field_type.trim_end();
    let Some(referred) = t.strip_suffix('&').filter(|r| !r.ends_with('&')) else {
        return Ok((Mode::Copy, t.to_string()));
    };
    let referred = referred.trim_end();
    if referred.contains("(&)") || referred.ends_with(']') {
        return Err("a lambda that captures an array by reference".to_string());
    }
    if referred.ends_with('*') {
        return Ok((Mode::UnchangedPointer, referred.to_string()));
    }
    Ok((Mode::Reference, format!("{referred} *")))
}

/// The captures of `lambda`, whose class is `class`: each a variable (a
/// capture of `this` or of an expression is not modelled).
pub fn captures(lambda: &Node, class: &Node) -> Result<Vec<Capture>, String> {
    let fields: Vec<&Node> = class.inner.iter().filter(|f| f.is("FieldDecl")).collect();
    let inits = &lambda.inner[1..lambda.inner.len().saturating_sub(1)];
    let mut captures = Vec::new();
    for (i, init) in inits.iter().enumerate() {
        let captured = captured_variable(init)
            .ok_or_else(|| "a lambda that captures something other than a variable".to_string())?;
        let field = fields
            .get(i)
            .ok_or_else(|| "a lambda whose captures ivl does not see".to_string())?;
        let (mode, field_type) = mode_of(field.type_str())?;
        // A reference captured by reference is its referent, which may
        // change under another name.
        if mode == Mode::UnchangedPointer && captured.type_str().trim_end().ends_with('&') {
            return Err("a lambda that captures by reference a reference to a pointer".to_string());
        }
        captures.push(Capture {
            name: captured.name().to_string(),
            id: captured.id.clone(),
            mode,
            field_type,
        });
    }
    Ok(captures)
}

/// The variable a capture's initialiser names (`x`, or a copy of it).
fn captured_variable(init: &Node) -> Option<&Node> {
    let mut read = strip(init);
    while (read.is("ImplicitCastExpr") || read.is("CXXConstructExpr")) && read.inner.len() == 1 {
        read = strip(&read.inner[0]);
    }
    read.referenced_decl
        .as_deref()
        .filter(|d| d.kind == "VarDecl" || d.kind == "ParmVarDecl")
}

/// The variables `lambda` captures by reference and keeps pointers to:
/// they live in memory.
pub fn by_reference(lambda: &Node) -> Vec<String> {
    let Some(class) = lambda.inner.first().filter(|c| c.is("CXXRecordDecl")) else {
        return Vec::new();
    };
    captures(lambda, class)
        .unwrap_or_default()
        .into_iter()
        .filter(|c| c.mode == Mode::Reference)
        .map(|c| c.id)
        .collect()
}
