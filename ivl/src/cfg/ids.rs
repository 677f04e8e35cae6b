//! The ids of a graph's blocks, frames and check sites, and the tables they
//! index. An id of one kind cannot index a table of another.

use std::fmt;
use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

/// An index into an [`IdVec`].
pub trait Id: Copy + Eq {
    fn new(index: usize) -> Self;
    fn index(self) -> usize;
}

macro_rules! id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(u32);

        impl $name {
            /// The id of the `n`th item (from 0), for constants.
            pub const fn nth(n: u32) -> $name {
                $name(n)
            }
        }

        impl Id for $name {
            fn new(index: usize) -> $name {
                $name(u32::try_from(index).expect("fewer than 2^32 ids"))
            }

            fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}{}", stringify!($name), self.0)
            }
        }
    };
}

id!(
    /// A basic block of a [`super::Cfg`].
    BlockId
);
id!(
    /// A [`super::Frame`]: how source names read in one scope.
    FrameId
);
id!(
    /// A [`super::Site`]: a check whose failure is reported.
    SiteId
);

/// A vector indexed by one kind of id: the items themselves (blocks, sites),
/// or a side table with one entry per id.
#[derive(Clone)]
pub struct IdVec<I, T> {
    items: Vec<T>,
    id: PhantomData<fn(I)>,
}

impl<I: Id, T> IdVec<I, T> {
    pub fn new() -> Self {
        IdVec::from(Vec::new())
    }

    /// A table with `len` entries, each `value`.
    pub fn filled(len: usize, value: T) -> Self
    where
        T: Clone,
    {
        IdVec::from(vec![value; len])
    }

    /// Adds an item; returns its id.
    pub fn push(&mut self, item: T) -> I {
        self.items.push(item);
        I::new(self.items.len() - 1)
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    pub fn ids(&self) -> impl DoubleEndedIterator<Item = I> + ExactSizeIterator {
        (0..self.items.len()).map(I::new)
    }

    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.items.iter()
    }

    /// The items with their ids.
    pub fn iter_enumerated(&self) -> impl DoubleEndedIterator<Item = (I, &T)> {
        self.items
            .iter()
            .enumerate()
            .map(|(i, item)| (I::new(i), item))
    }
}

impl<I: Id, T> Default for IdVec<I, T> {
    fn default() -> Self {
        IdVec::new()
    }
}

impl<I, T> From<Vec<T>> for IdVec<I, T> {
    fn from(items: Vec<T>) -> Self {
        IdVec {
            items,
            id: PhantomData,
        }
    }
}

impl<I: Id, T> Index<I> for IdVec<I, T> {
    type Output = T;

    fn index(&self, id: I) -> &T {
        &self.items[id.index()]
    }
}

impl<I: Id, T> IndexMut<I> for IdVec<I, T> {
    fn index_mut(&mut self, id: I) -> &mut T {
        &mut self.items[id.index()]
    }
}

impl<'a, I, T> IntoIterator for &'a IdVec<I, T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.items.iter()
    }
}

impl<'a, I, T> IntoIterator for &'a mut IdVec<I, T> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.items.iter_mut()
    }
}
