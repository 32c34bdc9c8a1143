//! One lexer and parser per notation, each lowering to [`crate::ast`].

pub mod diceplus;
pub mod dndice;
pub mod standard;
