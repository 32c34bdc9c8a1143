//! One lexer and parser per notation, each lowering to [`crate::ast`].

pub mod diceplus;
pub mod dndice;
pub(crate) mod pool;
pub mod standard;
