//! The default `standard` notation (seed 000): Roll20/Foundry-style formulas.

mod lexer;
mod parser;

pub(crate) use lexer::number;
pub use parser::parse;
pub(crate) use parser::parse_into;
