//! The pool notation's lexer and parser (its syntax tree, evaluator and canonical form
//! live in [`crate::pool`]). Comments are masked out first, keeping byte offsets; texts,
//! lists and bracketed comments are free text the parser reads itself.

mod comments;
mod lexer;
mod parser;

pub(crate) use parser::parse;
