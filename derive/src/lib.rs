//! `#[derive(SameShape)]`: compares two values field by field with
//! `ivl::syntax::shape::SameShape`, so that a syntax tree's shape equality
//! follows its definition. The generated impl names the trait by
//! `crate::syntax::shape::SameShape`: the derive is for the `ivl` crate's own
//! types.

use proc_macro::TokenStream;
use proc_macro2::{Ident, Span, TokenStream as Tokens};
use quote::{format_ident, quote};
use syn::{parse_macro_input, Data, DeriveInput, Fields};

#[proc_macro_derive(SameShape)]
pub fn derive_same_shape(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    let name = &input.ident;
    let (impl_generics, type_generics, where_clause) = input.generics.split_for_impl();
    let body = match &input.data {
        Data::Struct(data) => {
            let (left, right, same) = bindings(&data.fields);
            quote! {
                let Self #left = self;
                let Self #right = other;
                #same
            }
        }
        Data::Enum(data) => {
            let arms = data.variants.iter().map(|variant| {
                let tag = &variant.ident;
                let (left, right, same) = bindings(&variant.fields);
                quote! { (Self::#tag #left, Self::#tag #right) => #same, }
            });
            let fallback = (data.variants.len() > 1).then(|| quote! { _ => false, });
            quote! {
                match (self, other) {
                    #(#arms)*
                    #fallback
                }
            }
        }
        Data::Union(_) => {
            return syn::Error::new(Span::call_site(), "SameShape cannot be derived for a union")
                .to_compile_error()
                .into()
        }
    };
    quote! {
        impl #impl_generics crate::syntax::shape::SameShape for #name #type_generics #where_clause {
            fn same_shape(&self, other: &Self) -> bool {
                #body
            }
        }
    }
    .into()
}

/// The patterns that bind every field of `fields` on each side, and the
/// conjunction of the fields' shape equalities.
fn bindings(fields: &Fields) -> (Tokens, Tokens, Tokens) {
    let names: Vec<(Option<&Ident>, Ident, Ident)> = fields
        .iter()
        .enumerate()
        .map(|(i, field)| {
            (
                field.ident.as_ref(),
                format_ident!("left_{i}"),
                format_ident!("right_{i}"),
            )
        })
        .collect();
    let same = names.iter().map(|(_, l, r)| {
        quote! { crate::syntax::shape::SameShape::same_shape(#l, #r) }
    });
    let same = quote! { true #(&& #same)* };
    let pattern = |left: bool| match fields {
        Fields::Named(_) => {
            let parts = names.iter().map(|n| {
                let field = n.0;
                let var = if left { &n.1 } else { &n.2 };
                quote! { #field: #var }
            });
            quote! { { #(#parts),* } }
        }
        Fields::Unnamed(_) => {
            let vars = names.iter().map(|n| if left { &n.1 } else { &n.2 });
            quote! { ( #(#vars),* ) }
        }
        Fields::Unit => quote! {},
    };
    (pattern(true), pattern(false), same)
}
