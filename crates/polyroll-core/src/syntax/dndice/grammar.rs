// auto-generated: "lalrpop 0.23.2"
// sha3: 3cf6751be7a6ebeb0ec3a0ead665c5fe5f5f73567e2d8316305318dc119d5477
// features: 
use lalrpop_util::ParseError;
use crate::ast::*;
use crate::error::{Error, Span};
use super::{binary, neg, Tok};
#[allow(unused_extern_crates)]
extern crate lalrpop_util as __lalrpop_util;
#[allow(unused_imports)]
use self::__lalrpop_util::state_machine as __state_machine;
#[allow(unused_extern_crates)]
extern crate alloc;

#[rustfmt::skip]
#[allow(explicit_outlives_requirements, non_snake_case, non_camel_case_types, unused_mut, unused_variables, unused_imports, unused_parens, clippy::needless_lifetimes, clippy::type_complexity, clippy::needless_return, clippy::too_many_arguments, clippy::match_single_binding, clippy::clone_on_copy, clippy::unit_arg)]
mod __parse__Formula {

    use lalrpop_util::ParseError;
    use crate::ast::*;
    use crate::error::{Error, Span};
    use super::super::{binary, neg, Tok};
    #[allow(unused_extern_crates)]
    extern crate lalrpop_util as __lalrpop_util;
    #[allow(unused_imports)]
    use self::__lalrpop_util::state_machine as __state_machine;
    #[allow(unused_extern_crates)]
    extern crate alloc;
    use super::__ToTriple;
    #[allow(dead_code)]
    pub(crate) enum __Symbol<>
     {
        Variant0(f64),
        Variant1(Tok),
        Variant2(usize),
        Variant3(Expr),
        Variant4(BinOp),
        Variant5(Vec<f64>),
        Variant6(Span),
        Variant7(RollKind),
        Variant8(RollOp),
        Variant9(RollSides),
    }
    const __ACTION: &[i8] = &[
        // State 0
        32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 8, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0,
        // State 1
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 37, 38, 34, 35, 36, 33, 39, 0, 0, 0, 0, 0, 0,
        // State 2
        0, 40, 41, 42, 43, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        // State 3
        0, -18, -18, -18, -18, 0, 52, 53, 51, 50, 54, 46, 55, 56, 47, 48, 57, 49, 45, -28, -28, -28, -28, -28, -28, -28, -28, -28, -28, -28, -28, -28, 0, -28, 0, 0, 0, 0,
        // State 4
        0, 0, 0, 0, 0, 0, 52, 53, 51, 50, 54, 46, 55, 56, 47, 48, 57, 49, 0, -27, -27, -27, -27, -27, -27, -27, -27, -27, -27, -27, -27, -27, 0, -27, 0, 0, 0, 0,
        // State 5
        32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 8, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0,
        // State 6
        32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 8, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0,
        // State 7
        32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 8, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0,
        // State 8
        32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 8, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0,
        // State 9
        32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 8, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0,
        // State 10
        32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 8, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0,
        // State 11
        32, 0, 0, 0, 0, 66, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 6, 0, 21, 0, 0, 0,
        // State 12
        32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0,
        // State 13
        32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 8, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0,
        // State 14
        32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0,
        // State 15
        32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 8, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0,
        // State 16
        32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 8, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0,
        // State 17
        32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 8, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0,
        // State 18
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 37, 38, 34, 35, 36, 33, 39, 0, 73, 0, 0, 0, 0,
        // State 19
        32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 22, 20, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0,
        // State 20
        79, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 78, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        // State 21
        32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 22, 20, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0,
        // State 22
        79, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 78, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        // State 23
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 10, -9, -9, -9, -9, -9, -9, -9, 0, -9, 0, 0, 0, 0,
        // State 24
        0, -24, -24, -24, -24, 0, -24, -24, -24, -24, -24, -24, -24, -24, -24, -24, -24, -24, -24, -24, -24, -24, -24, -24, -24, -24, -24, -24, -24, -24, -24, -24, 0, -24, 0, 0, 0, 0,
        // State 25
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        // State 26
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 14, -39, -39, -39, -39, -39, -39, -39, -39, -39, -39, -39, -39, 0, -39, 0, 0, 0, 0,
        // State 27
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 17, 18, 16, -5, -5, -5, -5, -5, -5, -5, -5, -5, 0, -5, 0, 0, 0, 0,
        // State 28
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, 0, -64, 0, 0, 0, 0,
        // State 29
        0, -17, -17, -17, -17, 0, -31, -31, -31, -31, -31, -31, -31, -31, -31, -31, -31, -31, 0, -31, -31, -31, -31, -31, -31, -31, -31, -31, -31, -31, -31, -31, 0, -31, 0, 0, 0, 0,
        // State 30
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -35, -35, -35, -35, -35, -35, -35, -35, -35, -35, -35, -35, 0, -35, 0, 0, 0, 0,
        // State 31
        0, -6, -6, -6, -6, 0, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, 0, -6, 0, 0, 0, 0,
        // State 32
        -15, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -15, -15, 0, 0, 0, 0, 0, 0, 0, -15, 0, 0, 0, 0, 0,
        // State 33
        -12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -12, -12, 0, 0, 0, 0, 0, 0, 0, -12, 0, 0, 0, 0, 0,
        // State 34
        -13, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -13, -13, 0, 0, 0, 0, 0, 0, 0, -13, 0, 0, 0, 0, 0,
        // State 35
        -14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -14, -14, 0, 0, 0, 0, 0, 0, 0, -14, 0, 0, 0, 0, 0,
        // State 36
        -10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -10, -10, 0, 0, 0, 0, 0, 0, 0, -10, 0, 0, 0, 0, 0,
        // State 37
        -11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -11, -11, 0, 0, 0, 0, 0, 0, 0, -11, 0, 0, 0, 0, 0,
        // State 38
        -16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -16, -16, 0, 0, 0, 0, 0, 0, 0, -16, 0, 0, 0, 0, 0,
        // State 39
        -40, 0, 0, 0, 0, -40, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -40, 0, 0, 0, 0, 0, 0, 0, -40, 0, -40, 0, 0, 0,
        // State 40
        -41, 0, 0, 0, 0, -41, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -41, 0, 0, 0, 0, 0, 0, 0, -41, 0, -41, 0, 0, 0,
        // State 41
        -42, 0, 0, 0, 0, -42, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -42, 0, 0, 0, 0, 0, 0, 0, -42, 0, -42, 0, 0, 0,
        // State 42
        -43, 0, 0, 0, 0, -43, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -43, 0, 0, 0, 0, 0, 0, 0, -43, 0, -43, 0, 0, 0,
        // State 43
        -26, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -26, 0, 0, 0, 0, 0, 0, 0, -26, 0, 0, 0, 0, 0,
        // State 44
        0, -23, -23, -23, -23, 0, -23, -23, -23, -23, -23, -23, -23, -23, -23, -23, -23, -23, -23, -23, -23, -23, -23, -23, -23, -23, -23, -23, -23, -23, -23, -23, 0, -23, 0, 0, 0, 0,
        // State 45
        -51, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -51, 0, 0, 0, 0, 0, 0, 0, -51, 0, 0, 0, 0, 0,
        // State 46
        -52, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -52, 0, 0, 0, 0, 0, 0, 0, -52, 0, 0, 0, 0, 0,
        // State 47
        -53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -53, 0, 0, 0, 0, 0, 0, 0, -53, 0, 0, 0, 0, 0,
        // State 48
        -55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -55, 0, 0, 0, 0, 0, 0, 0, -55, 0, 0, 0, 0, 0,
        // State 49
        -47, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -47, 0, 0, 0, 0, 0, 0, 0, -47, 0, 0, 0, 0, 0,
        // State 50
        -46, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -46, 0, 0, 0, 0, 0, 0, 0, -46, 0, 0, 0, 0, 0,
        // State 51
        -44, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -44, 0, 0, 0, 0, 0, 0, 0, -44, 0, 0, 0, 0, 0,
        // State 52
        -45, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -45, 0, 0, 0, 0, 0, 0, 0, -45, 0, 0, 0, 0, 0,
        // State 53
        -48, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -48, 0, 0, 0, 0, 0, 0, 0, -48, 0, 0, 0, 0, 0,
        // State 54
        -49, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -49, 0, 0, 0, 0, 0, 0, 0, -49, 0, 0, 0, 0, 0,
        // State 55
        -50, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -50, 0, 0, 0, 0, 0, 0, 0, -50, 0, 0, 0, 0, 0,
        // State 56
        -54, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -54, 0, 0, 0, 0, 0, 0, 0, -54, 0, 0, 0, 0, 0,
        // State 57
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -63, -63, -63, -63, -63, -63, -63, -63, -63, -63, -63, -63, 0, -63, 0, 0, 0, 0,
        // State 58
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -62, -62, -62, -62, -62, -62, -62, -62, -62, -62, -62, -62, 0, -62, 0, 0, 0, 0,
        // State 59
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 17, 18, 16, -3, -3, -3, -3, -3, -3, -3, -3, -3, 0, -3, 0, 0, 0, 0,
        // State 60
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 17, 18, 16, -4, -4, -4, -4, -4, -4, -4, -4, -4, 0, -4, 0, 0, 0, 0,
        // State 61
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 10, -8, -8, -8, -8, -8, -8, -8, 0, -8, 0, 0, 0, 0,
        // State 62
        0, -36, -36, -36, -36, 0, -36, -36, -36, -36, -36, -36, -36, -36, -36, -36, -36, -36, 45, -36, -36, -36, -36, -36, -36, -36, -36, -36, -36, -36, -36, -36, 0, -36, 0, 0, 0, 0,
        // State 63
        0, -59, -59, -59, -59, 0, -59, -59, -59, -59, -59, -59, -59, -59, -59, -59, -59, -59, 0, -59, -59, -59, -59, -59, -59, -59, -59, -59, -59, -59, -59, -59, 0, -59, 0, 0, 0, 0,
        // State 64
        0, -56, -56, -56, -56, 0, -56, -56, -56, -56, -56, -56, -56, -56, -56, -56, -56, -56, 0, -56, -56, -56, -56, -56, -56, -56, -56, -56, -56, -56, -56, -56, 0, -56, 0, 0, 0, 0,
        // State 65
        0, -57, -57, -57, -57, 0, -57, -57, -57, -57, -57, -57, -57, -57, -57, -57, -57, -57, 0, -57, -57, -57, -57, -57, -57, -57, -57, -57, -57, -57, -57, -57, 0, -57, 0, 0, 0, 0,
        // State 66
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -29, -29, -29, -29, -29, -29, -29, -29, -29, -29, -29, -29, -29, 0, -29, 0, 0, 0, 0,
        // State 67
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -38, -38, -38, -38, -38, -38, -38, -38, -38, -38, -38, -38, 0, -38, 0, 0, 0, 0,
        // State 68
        0, 0, 0, 0, 0, 0, -30, -30, -30, -30, -30, -30, -30, -30, -30, -30, -30, -30, 0, -30, -30, -30, -30, -30, -30, -30, -30, -30, -30, -30, -30, -30, 0, -30, 0, 0, 0, 0,
        // State 69
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -34, -34, -34, -34, -34, -34, -34, -34, -34, -34, -34, -34, 0, -34, 0, 0, 0, 0,
        // State 70
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -32, -32, -32, -32, -32, -32, -32, -32, -32, -32, -32, -32, 0, -32, 0, 0, 0, 0,
        // State 71
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -33, -33, -33, -33, -33, -33, -33, -33, -33, -33, -33, -33, 0, -33, 0, 0, 0, 0,
        // State 72
        0, -7, -7, -7, -7, 0, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, 0, -7, 0, 0, 0, 0,
        // State 73
        0, -60, -60, -60, -60, 0, -60, -60, -60, -60, -60, -60, -60, -60, -60, -60, -60, -60, 0, -60, -60, -60, -60, -60, -60, -60, -60, -60, -60, -60, -60, -60, 0, -60, 0, 0, 0, 0,
        // State 74
        0, -37, -37, -37, -37, 0, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, 0, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, 0, -37, 0, 0, 0, 0,
        // State 75
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -21, -21, 0,
        // State 76
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 81, 23, 0,
        // State 77
        82, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        // State 78
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -19, -19, 0,
        // State 79
        0, -61, -61, -61, -61, 0, -61, -61, -61, -61, -61, -61, -61, -61, -61, -61, -61, -61, 0, -61, -61, -61, -61, -61, -61, -61, -61, -61, -61, -61, -61, -61, 0, -61, 0, 0, 0, 0,
        // State 80
        0, -58, -58, -58, -58, 0, -58, -58, -58, -58, -58, -58, -58, -58, -58, -58, -58, -58, 0, -58, -58, -58, -58, -58, -58, -58, -58, -58, -58, -58, -58, -58, 0, -58, 0, 0, 0, 0,
        // State 81
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -20, -20, 0,
        // State 82
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -22, -22, 0,
    ];
    fn __action(state: i8, integer: usize) -> i8 {
        __ACTION[(state as usize) * 38 + integer]
    }
    const __EOF_ACTION: &[i8] = &[
        // State 0
        0,
        // State 1
        -25,
        // State 2
        0,
        // State 3
        -28,
        // State 4
        -27,
        // State 5
        0,
        // State 6
        0,
        // State 7
        0,
        // State 8
        0,
        // State 9
        0,
        // State 10
        0,
        // State 11
        0,
        // State 12
        0,
        // State 13
        0,
        // State 14
        0,
        // State 15
        0,
        // State 16
        0,
        // State 17
        0,
        // State 18
        0,
        // State 19
        0,
        // State 20
        0,
        // State 21
        0,
        // State 22
        0,
        // State 23
        -9,
        // State 24
        -24,
        // State 25
        -65,
        // State 26
        -39,
        // State 27
        -5,
        // State 28
        -64,
        // State 29
        -31,
        // State 30
        -35,
        // State 31
        -6,
        // State 32
        0,
        // State 33
        0,
        // State 34
        0,
        // State 35
        0,
        // State 36
        0,
        // State 37
        0,
        // State 38
        0,
        // State 39
        0,
        // State 40
        0,
        // State 41
        0,
        // State 42
        0,
        // State 43
        0,
        // State 44
        -23,
        // State 45
        0,
        // State 46
        0,
        // State 47
        0,
        // State 48
        0,
        // State 49
        0,
        // State 50
        0,
        // State 51
        0,
        // State 52
        0,
        // State 53
        0,
        // State 54
        0,
        // State 55
        0,
        // State 56
        0,
        // State 57
        -63,
        // State 58
        -62,
        // State 59
        -3,
        // State 60
        -4,
        // State 61
        -8,
        // State 62
        -36,
        // State 63
        -59,
        // State 64
        -56,
        // State 65
        -57,
        // State 66
        -29,
        // State 67
        -38,
        // State 68
        -30,
        // State 69
        -34,
        // State 70
        -32,
        // State 71
        -33,
        // State 72
        -7,
        // State 73
        -60,
        // State 74
        -37,
        // State 75
        0,
        // State 76
        0,
        // State 77
        0,
        // State 78
        0,
        // State 79
        -61,
        // State 80
        -58,
        // State 81
        0,
        // State 82
        0,
    ];
    fn __goto(state: i8, nt: usize) -> i8 {
        match nt {
            2 => match state {
                10 => 61,
                _ => 23,
            },
            3 => 24,
            4 => match state {
                5 => 18,
                _ => 1,
            },
            5 => 10,
            6 => 2,
            7 => match state {
                22 => 82,
                _ => 75,
            },
            8 => 76,
            9 => match state {
                11..=12 | 14 | 19 | 21 => 62,
                _ => 3,
            },
            10 => 25,
            11 => 12,
            12 => 26,
            13 => 4,
            14 => match state {
                8 => 59,
                9 => 60,
                _ => 27,
            },
            15 => match state {
                11 => 63,
                12 => 66,
                14 => 68,
                _ => 73,
            },
            16 => 28,
            17 => 11,
            18 => match state {
                3 => 43,
                _ => 14,
            },
            19 => 29,
            20 => 64,
            21 => match state {
                21 => 79,
                _ => 74,
            },
            22 => match state {
                6 => 57,
                7 => 58,
                13 => 67,
                15 => 69,
                16 => 70,
                17 => 71,
                _ => 30,
            },
            _ => 0,
        }
    }
    #[allow(clippy::needless_raw_string_hashes)]
    const __TERMINAL: &[&str] = &[
        r###""number""###,
        r###""d""###,
        r###""da""###,
        r###""dc""###,
        r###""dm""###,
        r###""F""###,
        r###""h""###,
        r###""l""###,
        r###""f""###,
        r###""c""###,
        r###""r""###,
        r###""R""###,
        r###""r<""###,
        r###""r>""###,
        r###""R<""###,
        r###""R>""###,
        r###""t""###,
        r###""T""###,
        r###""!""###,
        r###""^""###,
        r###""*""###,
        r###""/""###,
        r###""%""###,
        r###""+""###,
        r###""-""###,
        r###"">""###,
        r###"">=""###,
        r###""<""###,
        r###""<=""###,
        r###""=""###,
        r###""&""###,
        r###""|""###,
        r###""(""###,
        r###"")""###,
        r###""[""###,
        r###""]""###,
        r###"",""###,
        r###""unknown""###,
    ];
    fn __expected_tokens(__state: i8) -> alloc::vec::Vec<alloc::string::String> {
        __TERMINAL.iter().enumerate().filter_map(|(index, terminal)| {
            let next_state = __action(__state, index);
            if next_state == 0 {
                None
            } else {
                Some(alloc::string::ToString::to_string(terminal))
            }
        }).collect()
    }
    fn __expected_tokens_from_states<
        'w,
        '__1,
    >(
        __states: &[i8],
        _: core::marker::PhantomData<(&'w ())>,
    ) -> alloc::vec::Vec<alloc::string::String>
    {
        __TERMINAL.iter().enumerate().filter_map(|(index, terminal)| {
            if __accepts(None, __states, Some(index), core::marker::PhantomData::<(&())>) {
                Some(alloc::string::ToString::to_string(terminal))
            } else {
                None
            }
        }).collect()
    }
    struct __StateMachine<'w, '__1>
    where 
    {
        input: &'__1 str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __phantom: core::marker::PhantomData<(&'w ())>,
    }
    impl<'w, '__1> __state_machine::ParserDefinition for __StateMachine<'w, '__1>
    where 
    {
        type Location = usize;
        type Error = Error;
        type Token = Tok;
        type TokenIndex = usize;
        type Symbol = __Symbol<>;
        type Success = Expr;
        type StateIndex = i8;
        type Action = i8;
        type ReduceIndex = i8;
        type NonterminalIndex = usize;

        #[inline]
        fn start_location(&self) -> Self::Location {
              Default::default()
        }

        #[inline]
        fn start_state(&self) -> Self::StateIndex {
              0
        }

        #[inline]
        fn token_to_index(&self, token: &Self::Token) -> Option<usize> {
            __token_to_integer(token, core::marker::PhantomData::<(&())>)
        }

        #[inline]
        fn action(&self, state: i8, integer: usize) -> i8 {
            __action(state, integer)
        }

        #[inline]
        fn error_action(&self, state: i8) -> i8 {
            __action(state, 38 - 1)
        }

        #[inline]
        fn eof_action(&self, state: i8) -> i8 {
            __EOF_ACTION[state as usize]
        }

        #[inline]
        fn goto(&self, state: i8, nt: usize) -> i8 {
            __goto(state, nt)
        }

        fn token_to_symbol(&self, token_index: usize, token: Self::Token) -> Self::Symbol {
            __token_to_symbol(token_index, token, core::marker::PhantomData::<(&())>)
        }

        fn expected_tokens(&self, state: i8) -> alloc::vec::Vec<alloc::string::String> {
            __expected_tokens(state)
        }

        fn expected_tokens_from_states(&self, states: &[i8]) -> alloc::vec::Vec<alloc::string::String> {
            __expected_tokens_from_states(states, core::marker::PhantomData::<(&())>)
        }

        #[inline]
        fn uses_error_recovery(&self) -> bool {
            false
        }

        #[inline]
        fn error_recovery_symbol(
            &self,
            recovery: __state_machine::ErrorRecovery<Self>,
        ) -> Self::Symbol {
            panic!("error recovery not enabled for this grammar")
        }

        fn reduce(
            &mut self,
            action: i8,
            start_location: Option<&Self::Location>,
            states: &mut alloc::vec::Vec<i8>,
            symbols: &mut alloc::vec::Vec<__state_machine::SymbolTriple<Self>>,
        ) -> Option<__state_machine::ParseResult<Self>> {
            __reduce(
                self.input,
                self.warnings,
                self.misplaced,
                action,
                start_location,
                states,
                symbols,
                core::marker::PhantomData::<(&())>,
            )
        }

        fn simulate_reduce(&self, action: i8) -> __state_machine::SimulatedReduce<Self> {
            __simulate_reduce(action, core::marker::PhantomData::<(&())>)
        }
    }
    fn __token_to_integer<
        'w,
    >(
        __token: &Tok,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> Option<usize>
    {
        #[warn(unused_variables)]
        match __token {
            Tok::Num(_) if true => Some(0),
            Tok::D if true => Some(1),
            Tok::Da if true => Some(2),
            Tok::Dc if true => Some(3),
            Tok::Dm if true => Some(4),
            Tok::Fate if true => Some(5),
            Tok::H if true => Some(6),
            Tok::L if true => Some(7),
            Tok::F if true => Some(8),
            Tok::C if true => Some(9),
            Tok::R if true => Some(10),
            Tok::RR if true => Some(11),
            Tok::RLow if true => Some(12),
            Tok::RHigh if true => Some(13),
            Tok::RRLow if true => Some(14),
            Tok::RRHigh if true => Some(15),
            Tok::T if true => Some(16),
            Tok::TT if true => Some(17),
            Tok::Bang if true => Some(18),
            Tok::Caret if true => Some(19),
            Tok::Star if true => Some(20),
            Tok::Slash if true => Some(21),
            Tok::Percent if true => Some(22),
            Tok::Plus if true => Some(23),
            Tok::Minus if true => Some(24),
            Tok::Gt if true => Some(25),
            Tok::Ge if true => Some(26),
            Tok::Lt if true => Some(27),
            Tok::Le if true => Some(28),
            Tok::Eq if true => Some(29),
            Tok::Amp if true => Some(30),
            Tok::Pipe if true => Some(31),
            Tok::LParen if true => Some(32),
            Tok::RParen if true => Some(33),
            Tok::LBracket if true => Some(34),
            Tok::RBracket if true => Some(35),
            Tok::Comma if true => Some(36),
            Tok::Unknown if true => Some(37),
            _ => None,
        }
    }
    fn __token_to_symbol<
        'w,
    >(
        __token_index: usize,
        __token: Tok,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> __Symbol<>
    {
        #[allow(clippy::manual_range_patterns)]match __token_index {
            0 => match __token {
                Tok::Num(__tok0) if true => __Symbol::Variant0(__tok0),
                _ => unreachable!(),
            },
            1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29 | 30 | 31 | 32 | 33 | 34 | 35 | 36 | 37 => __Symbol::Variant1(__token),
            _ => unreachable!(),
        }
    }
    fn __simulate_reduce<
        'w,
        '__1,
    >(
        __reduce_index: i8,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> __state_machine::SimulatedReduce<__StateMachine<'w, '__1>>
    {
        match __reduce_index {
            0 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 0,
                    nonterminal_produced: 0,
                }
            }
            1 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 0,
                    nonterminal_produced: 1,
                }
            }
            2 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 2,
                }
            }
            3 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 2,
                }
            }
            4 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 2,
                }
            }
            5 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 3,
                }
            }
            6 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 3,
                }
            }
            7 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 4,
                }
            }
            8 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 4,
                }
            }
            9 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 5,
                }
            }
            10 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 5,
                }
            }
            11 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 5,
                }
            }
            12 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 5,
                }
            }
            13 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 5,
                }
            }
            14 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 5,
                }
            }
            15 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 5,
                }
            }
            16 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 6,
                }
            }
            17 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 6,
                }
            }
            18 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 7,
                }
            }
            19 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 2,
                    nonterminal_produced: 7,
                }
            }
            20 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 8,
                }
            }
            21 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 8,
                }
            }
            22 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 2,
                    nonterminal_produced: 9,
                }
            }
            23 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 9,
                }
            }
            24 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 10,
                }
            }
            25 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 11,
                }
            }
            26 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 12,
                }
            }
            27 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 12,
                }
            }
            28 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 12,
                }
            }
            29 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 13,
                }
            }
            30 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 13,
                }
            }
            31 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 14,
                }
            }
            32 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 14,
                }
            }
            33 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 14,
                }
            }
            34 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 14,
                }
            }
            35 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 15,
                }
            }
            36 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 2,
                    nonterminal_produced: 15,
                }
            }
            37 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 16,
                }
            }
            38 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 16,
                }
            }
            39 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 17,
                }
            }
            40 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 17,
                }
            }
            41 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 17,
                }
            }
            42 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 17,
                }
            }
            43 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 18,
                }
            }
            44 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 18,
                }
            }
            45 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 18,
                }
            }
            46 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 18,
                }
            }
            47 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 18,
                }
            }
            48 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 18,
                }
            }
            49 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 18,
                }
            }
            50 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 18,
                }
            }
            51 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 18,
                }
            }
            52 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 18,
                }
            }
            53 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 18,
                }
            }
            54 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 18,
                }
            }
            55 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 19,
                }
            }
            56 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 20,
                }
            }
            57 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 20,
                }
            }
            58 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 20,
                }
            }
            59 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 21,
                }
            }
            60 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 2,
                    nonterminal_produced: 21,
                }
            }
            61 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 2,
                    nonterminal_produced: 22,
                }
            }
            62 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 2,
                    nonterminal_produced: 22,
                }
            }
            63 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 22,
                }
            }
            64 => __state_machine::SimulatedReduce::Accept,
            _ => panic!("invalid reduction index {__reduce_index}")
        }
    }
    pub struct FormulaParser {
        _priv: (),
    }

    impl Default for FormulaParser { fn default() -> Self { Self::new() } }
    impl FormulaParser {
        pub fn new() -> FormulaParser {
            FormulaParser {
                _priv: (),
            }
        }

        #[allow(dead_code)]
        pub fn parse<
            'w,
            __TOKEN: __ToTriple<'w, >,
            __TOKENS: IntoIterator<Item=__TOKEN>,
        >(
            &self,
            input: &str,
            warnings: &'w mut Vec<String>,
            misplaced: &'w mut Option<Span>,
            __tokens0: __TOKENS,
        ) -> Result<Expr, __lalrpop_util::ParseError<usize, Tok, Error>>
        {
            let __tokens = __tokens0.into_iter();
            let mut __tokens = __tokens.map(|t| __ToTriple::to_triple(t));
            __state_machine::Parser::drive(
                __StateMachine {
                    input,
                    warnings,
                    misplaced,
                    __phantom: core::marker::PhantomData::<(&())>,
                },
                __tokens,
            )
        }
    }
    fn __accepts<
        'w,
        '__1,
    >(
        __error_state: Option<i8>,
        __states: &[i8],
        __opt_integer: Option<usize>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> bool
    {
        let mut __states = __states.to_vec();
        __states.extend(__error_state);
        loop {
            let mut __states_len = __states.len();
            let __top = __states[__states_len - 1];
            let __action = match __opt_integer {
                None => __EOF_ACTION[__top as usize],
                Some(__integer) => __action(__top, __integer),
            };
            if __action == 0 { return false; }
            if __action > 0 { return true; }
            let (__to_pop, __nt) = match __simulate_reduce(-(__action + 1), core::marker::PhantomData::<(&())>) {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop, nonterminal_produced
                } => (states_to_pop, nonterminal_produced),
                __state_machine::SimulatedReduce::Accept => return true,
            };
            __states_len -= __to_pop;
            __states.truncate(__states_len);
            let __top = __states[__states_len - 1];
            let __next_state = __goto(__top, __nt);
            __states.push(__next_state);
        }
    }
    fn __reduce<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __action: i8,
        __lookahead_start: Option<&usize>,
        __states: &mut alloc::vec::Vec<i8>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> Option<Result<Expr,__lalrpop_util::ParseError<usize, Tok, Error>>>
    {
        let (__pop_states, __nonterminal) = match __action {
            0 => {
                __reduce0(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            1 => {
                __reduce1(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            2 => {
                __reduce2(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            3 => {
                __reduce3(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            4 => {
                __reduce4(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            5 => {
                __reduce5(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            6 => {
                __reduce6(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            7 => {
                __reduce7(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            8 => {
                __reduce8(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            9 => {
                __reduce9(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            10 => {
                __reduce10(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            11 => {
                __reduce11(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            12 => {
                __reduce12(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            13 => {
                __reduce13(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            14 => {
                __reduce14(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            15 => {
                __reduce15(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            16 => {
                __reduce16(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            17 => {
                __reduce17(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            18 => {
                __reduce18(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            19 => {
                __reduce19(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            20 => {
                __reduce20(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            21 => {
                __reduce21(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            22 => {
                __reduce22(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            23 => {
                __reduce23(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            24 => {
                __reduce24(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            25 => {
                __reduce25(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            26 => {
                __reduce26(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            27 => {
                __reduce27(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            28 => {
                // Modified = Factorial, MisplacedOp, Operand => ActionFn(25);
                assert!(__symbols.len() >= 3);
                let __sym2 = __pop_Variant3(__symbols);
                let __sym1 = __pop_Variant6(__symbols);
                let __sym0 = __pop_Variant3(__symbols);
                let __start = __sym0.0.clone();
                let __end = __sym2.2.clone();
                let __nt = match super::__action25::<>(input, warnings, misplaced, __sym0, __sym1, __sym2) {
                    Ok(v) => v,
                    Err(e) => return Some(Err(e)),
                };
                __symbols.push((__start, __Symbol::Variant3(__nt), __end));
                (3, 12)
            }
            29 => {
                __reduce29(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            30 => {
                __reduce30(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            31 => {
                __reduce31(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            32 => {
                __reduce32(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            33 => {
                __reduce33(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            34 => {
                __reduce34(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            35 => {
                __reduce35(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            36 => {
                __reduce36(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            37 => {
                __reduce37(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            38 => {
                __reduce38(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            39 => {
                __reduce39(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            40 => {
                __reduce40(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            41 => {
                __reduce41(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            42 => {
                __reduce42(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            43 => {
                __reduce43(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            44 => {
                __reduce44(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            45 => {
                __reduce45(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            46 => {
                __reduce46(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            47 => {
                __reduce47(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            48 => {
                __reduce48(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            49 => {
                __reduce49(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            50 => {
                __reduce50(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            51 => {
                __reduce51(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            52 => {
                __reduce52(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            53 => {
                __reduce53(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            54 => {
                __reduce54(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            55 => {
                __reduce55(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            56 => {
                __reduce56(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            57 => {
                __reduce57(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            58 => {
                __reduce58(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            59 => {
                __reduce59(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            60 => {
                __reduce60(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            61 => {
                __reduce61(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            62 => {
                __reduce62(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            63 => {
                __reduce63(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            64 => {
                // __Formula = Formula => ActionFn(0);
                let __sym0 = __pop_Variant3(__symbols);
                let __start = __sym0.0.clone();
                let __end = __sym0.2.clone();
                let __nt = super::__action0::<>(input, warnings, misplaced, __sym0);
                return Some(Ok(__nt));
            }
            _ => panic!("invalid action code {__action}")
        };
        let __states_len = __states.len();
        __states.truncate(__states_len - __pop_states);
        let __state = *__states.last().unwrap();
        let __next_state = __goto(__state, __nonterminal);
        __states.push(__next_state);
        None
    }
    #[inline(never)]
    fn __symbol_type_mismatch() -> ! {
        panic!("symbol type mismatch")
    }
    fn __pop_Variant4<
    >(
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>
    ) -> (usize, BinOp, usize)
     {
        match __symbols.pop() {
            Some((__l, __Symbol::Variant4(__v), __r)) => (__l, __v, __r),
            _ => __symbol_type_mismatch()
        }
    }
    fn __pop_Variant3<
    >(
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>
    ) -> (usize, Expr, usize)
     {
        match __symbols.pop() {
            Some((__l, __Symbol::Variant3(__v), __r)) => (__l, __v, __r),
            _ => __symbol_type_mismatch()
        }
    }
    fn __pop_Variant7<
    >(
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>
    ) -> (usize, RollKind, usize)
     {
        match __symbols.pop() {
            Some((__l, __Symbol::Variant7(__v), __r)) => (__l, __v, __r),
            _ => __symbol_type_mismatch()
        }
    }
    fn __pop_Variant8<
    >(
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>
    ) -> (usize, RollOp, usize)
     {
        match __symbols.pop() {
            Some((__l, __Symbol::Variant8(__v), __r)) => (__l, __v, __r),
            _ => __symbol_type_mismatch()
        }
    }
    fn __pop_Variant9<
    >(
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>
    ) -> (usize, RollSides, usize)
     {
        match __symbols.pop() {
            Some((__l, __Symbol::Variant9(__v), __r)) => (__l, __v, __r),
            _ => __symbol_type_mismatch()
        }
    }
    fn __pop_Variant6<
    >(
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>
    ) -> (usize, Span, usize)
     {
        match __symbols.pop() {
            Some((__l, __Symbol::Variant6(__v), __r)) => (__l, __v, __r),
            _ => __symbol_type_mismatch()
        }
    }
    fn __pop_Variant1<
    >(
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>
    ) -> (usize, Tok, usize)
     {
        match __symbols.pop() {
            Some((__l, __Symbol::Variant1(__v), __r)) => (__l, __v, __r),
            _ => __symbol_type_mismatch()
        }
    }
    fn __pop_Variant5<
    >(
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>
    ) -> (usize, Vec<f64>, usize)
     {
        match __symbols.pop() {
            Some((__l, __Symbol::Variant5(__v), __r)) => (__l, __v, __r),
            _ => __symbol_type_mismatch()
        }
    }
    fn __pop_Variant0<
    >(
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>
    ) -> (usize, f64, usize)
     {
        match __symbols.pop() {
            Some((__l, __Symbol::Variant0(__v), __r)) => (__l, __v, __r),
            _ => __symbol_type_mismatch()
        }
    }
    fn __pop_Variant2<
    >(
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>
    ) -> (usize, usize, usize)
     {
        match __symbols.pop() {
            Some((__l, __Symbol::Variant2(__v), __r)) => (__l, __v, __r),
            _ => __symbol_type_mismatch()
        }
    }
    fn __reduce0<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // @L =  => ActionFn(64);
        let __start = __lookahead_start.cloned().or_else(|| __symbols.last().map(|s| s.2.clone())).unwrap_or_default();
        let __end = __start.clone();
        let __nt = super::__action64::<>(input, warnings, misplaced, &__start, &__end);
        __symbols.push((__start, __Symbol::Variant2(__nt), __end));
        (0, 0)
    }
    fn __reduce1<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // @R =  => ActionFn(63);
        let __start = __lookahead_start.cloned().or_else(|| __symbols.last().map(|s| s.2.clone())).unwrap_or_default();
        let __end = __start.clone();
        let __nt = super::__action63::<>(input, warnings, misplaced, &__start, &__end);
        __symbols.push((__start, __Symbol::Variant2(__nt), __end));
        (0, 1)
    }
    fn __reduce2<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Additive = Additive, "+", Multiply => ActionFn(11);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action11::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 2)
    }
    fn __reduce3<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Additive = Additive, "-", Multiply => ActionFn(12);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action12::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 2)
    }
    fn __reduce4<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Additive = Multiply => ActionFn(13);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action13::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 2)
    }
    fn __reduce5<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Atom = "number" => ActionFn(71);
        let __sym0 = __pop_Variant0(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action71::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 3)
    }
    fn __reduce6<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Atom = "(", Compare, ")" => ActionFn(72);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant1(__symbols);
        let __sym1 = __pop_Variant3(__symbols);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action72::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 3)
    }
    fn __reduce7<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Compare = Compare, CompareOp, Additive => ActionFn(2);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant4(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action2::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 4)
    }
    fn __reduce8<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Compare = Additive => ActionFn(3);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action3::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 4)
    }
    fn __reduce9<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // CompareOp = ">" => ActionFn(4);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action4::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant4(__nt), __end));
        (1, 5)
    }
    fn __reduce10<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // CompareOp = ">=" => ActionFn(5);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action5::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant4(__nt), __end));
        (1, 5)
    }
    fn __reduce11<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // CompareOp = "<" => ActionFn(6);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action6::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant4(__nt), __end));
        (1, 5)
    }
    fn __reduce12<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // CompareOp = "<=" => ActionFn(7);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action7::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant4(__nt), __end));
        (1, 5)
    }
    fn __reduce13<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // CompareOp = "=" => ActionFn(8);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action8::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant4(__nt), __end));
        (1, 5)
    }
    fn __reduce14<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // CompareOp = "&" => ActionFn(9);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action9::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant4(__nt), __end));
        (1, 5)
    }
    fn __reduce15<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // CompareOp = "|" => ActionFn(10);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action10::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant4(__nt), __end));
        (1, 5)
    }
    fn __reduce16<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Dice = RollTerm => ActionFn(41);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action41::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 6)
    }
    fn __reduce17<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Dice = Factorial => ActionFn(42);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action42::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 6)
    }
    fn __reduce18<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Face = "number" => ActionFn(53);
        let __sym0 = __pop_Variant0(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action53::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant0(__nt), __end));
        (1, 7)
    }
    fn __reduce19<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Face = "-", "number" => ActionFn(54);
        assert!(__symbols.len() >= 2);
        let __sym1 = __pop_Variant0(__symbols);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym1.2.clone();
        let __nt = super::__action54::<>(input, warnings, misplaced, __sym0, __sym1);
        __symbols.push((__start, __Symbol::Variant0(__nt), __end));
        (2, 7)
    }
    fn __reduce20<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Faces = Face => ActionFn(51);
        let __sym0 = __pop_Variant0(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action51::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant5(__nt), __end));
        (1, 8)
    }
    fn __reduce21<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Faces = Faces, ",", Face => ActionFn(52);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant0(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant5(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action52::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant5(__nt), __end));
        (3, 8)
    }
    fn __reduce22<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Factorial = Factorial, "!" => ActionFn(73);
        assert!(__symbols.len() >= 2);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym1.2.clone();
        let __nt = super::__action73::<>(input, warnings, misplaced, __sym0, __sym1);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (2, 9)
    }
    fn __reduce23<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Factorial = Atom => ActionFn(60);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action60::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 9)
    }
    fn __reduce24<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Formula = Compare => ActionFn(1);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action1::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 10)
    }
    fn __reduce25<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // MisplacedOp = RollOp => ActionFn(74);
        let __sym0 = __pop_Variant8(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action74::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant6(__nt), __end));
        (1, 11)
    }
    fn __reduce26<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Modified = Modifiers => ActionFn(23);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action23::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 12)
    }
    fn __reduce27<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Modified = Factorial => ActionFn(24);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action24::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 12)
    }
    fn __reduce29<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Modifiers = Modifiers, RollOp, Operand => ActionFn(75);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant8(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action75::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 13)
    }
    fn __reduce30<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Modifiers = RollTerm => ActionFn(28);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action28::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 13)
    }
    fn __reduce31<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Multiply = Multiply, "*", Unary => ActionFn(14);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action14::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 14)
    }
    fn __reduce32<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Multiply = Multiply, "/", Unary => ActionFn(15);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action15::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 14)
    }
    fn __reduce33<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Multiply = Multiply, "%", Unary => ActionFn(16);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action16::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 14)
    }
    fn __reduce34<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Multiply = Unary => ActionFn(17);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action17::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 14)
    }
    fn __reduce35<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Operand = Factorial => ActionFn(55);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action55::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 15)
    }
    fn __reduce36<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Operand = "-", SignedOperand => ActionFn(69);
        assert!(__symbols.len() >= 2);
        let __sym1 = __pop_Variant3(__symbols);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym1.2.clone();
        let __nt = super::__action69::<>(input, warnings, misplaced, __sym0, __sym1);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (2, 15)
    }
    fn __reduce37<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Power = Modified, "^", Unary => ActionFn(21);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action21::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 16)
    }
    fn __reduce38<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Power = Modified => ActionFn(22);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action22::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 16)
    }
    fn __reduce39<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollKind = "d" => ActionFn(44);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action44::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant7(__nt), __end));
        (1, 17)
    }
    fn __reduce40<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollKind = "da" => ActionFn(45);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action45::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant7(__nt), __end));
        (1, 17)
    }
    fn __reduce41<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollKind = "dc" => ActionFn(46);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action46::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant7(__nt), __end));
        (1, 17)
    }
    fn __reduce42<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollKind = "dm" => ActionFn(47);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action47::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant7(__nt), __end));
        (1, 17)
    }
    fn __reduce43<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "h" => ActionFn(29);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action29::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 18)
    }
    fn __reduce44<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "l" => ActionFn(30);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action30::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 18)
    }
    fn __reduce45<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "f" => ActionFn(31);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action31::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 18)
    }
    fn __reduce46<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "c" => ActionFn(32);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action32::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 18)
    }
    fn __reduce47<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "r" => ActionFn(33);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action33::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 18)
    }
    fn __reduce48<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "r<" => ActionFn(34);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action34::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 18)
    }
    fn __reduce49<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "r>" => ActionFn(35);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action35::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 18)
    }
    fn __reduce50<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "R" => ActionFn(36);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action36::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 18)
    }
    fn __reduce51<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "R<" => ActionFn(37);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action37::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 18)
    }
    fn __reduce52<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "R>" => ActionFn(38);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action38::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 18)
    }
    fn __reduce53<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "t" => ActionFn(39);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action39::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 18)
    }
    fn __reduce54<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "T" => ActionFn(40);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action40::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 18)
    }
    fn __reduce55<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollTerm = Dice, RollKind, Sides => ActionFn(76);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant9(__symbols);
        let __sym1 = __pop_Variant7(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action76::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 19)
    }
    fn __reduce56<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Sides = "F" => ActionFn(48);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action48::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant9(__nt), __end));
        (1, 20)
    }
    fn __reduce57<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Sides = "[", Faces, "]" => ActionFn(49);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant1(__symbols);
        let __sym1 = __pop_Variant5(__symbols);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action49::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant9(__nt), __end));
        (3, 20)
    }
    fn __reduce58<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Sides = Operand => ActionFn(50);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action50::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant9(__nt), __end));
        (1, 20)
    }
    fn __reduce59<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // SignedOperand = Operand => ActionFn(57);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action57::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 21)
    }
    fn __reduce60<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // SignedOperand = "+", SignedOperand => ActionFn(58);
        assert!(__symbols.len() >= 2);
        let __sym1 = __pop_Variant3(__symbols);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym1.2.clone();
        let __nt = super::__action58::<>(input, warnings, misplaced, __sym0, __sym1);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (2, 21)
    }
    fn __reduce61<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Unary = "-", Unary => ActionFn(70);
        assert!(__symbols.len() >= 2);
        let __sym1 = __pop_Variant3(__symbols);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym1.2.clone();
        let __nt = super::__action70::<>(input, warnings, misplaced, __sym0, __sym1);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (2, 22)
    }
    fn __reduce62<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Unary = "+", Unary => ActionFn(19);
        assert!(__symbols.len() >= 2);
        let __sym1 = __pop_Variant3(__symbols);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym1.2.clone();
        let __nt = super::__action19::<>(input, warnings, misplaced, __sym0, __sym1);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (2, 22)
    }
    fn __reduce63<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<String>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Unary = Power => ActionFn(20);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action20::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 22)
    }
}
#[allow(unused_imports)]
pub use self::__parse__Formula::FormulaParser;

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action0<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action1<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action2<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, l, _): (usize, Expr, usize),
    (_, op, _): (usize, BinOp, usize),
    (_, r, _): (usize, Expr, usize),
) -> Expr
{
    binary(op, l, r)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action3<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action4<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> BinOp
{
    BinOp::Cmp(CmpOp::Gt)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action5<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> BinOp
{
    BinOp::Cmp(CmpOp::Ge)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action6<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> BinOp
{
    BinOp::Cmp(CmpOp::Lt)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action7<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> BinOp
{
    BinOp::Cmp(CmpOp::Le)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action8<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> BinOp
{
    BinOp::Cmp(CmpOp::Eq)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action9<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> BinOp
{
    BinOp::LogicAnd
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action10<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> BinOp
{
    BinOp::LogicOr
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action11<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, l, _): (usize, Expr, usize),
    (_, _, _): (usize, Tok, usize),
    (_, r, _): (usize, Expr, usize),
) -> Expr
{
    binary(BinOp::Add, l, r)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action12<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, l, _): (usize, Expr, usize),
    (_, _, _): (usize, Tok, usize),
    (_, r, _): (usize, Expr, usize),
) -> Expr
{
    binary(BinOp::Sub, l, r)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action13<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action14<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, l, _): (usize, Expr, usize),
    (_, _, _): (usize, Tok, usize),
    (_, r, _): (usize, Expr, usize),
) -> Expr
{
    binary(BinOp::Mul, l, r)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action15<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, l, _): (usize, Expr, usize),
    (_, _, _): (usize, Tok, usize),
    (_, r, _): (usize, Expr, usize),
) -> Expr
{
    binary(BinOp::Div, l, r)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action16<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, l, _): (usize, Expr, usize),
    (_, _, _): (usize, Tok, usize),
    (_, r, _): (usize, Expr, usize),
) -> Expr
{
    binary(BinOp::Mod, l, r)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action17<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action18<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, l, _): (usize, usize, usize),
    (_, _, _): (usize, Tok, usize),
    (_, e, _): (usize, Expr, usize),
) -> Expr
{
    neg(l, e)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action19<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, _, _): (usize, Tok, usize),
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action20<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action21<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, b, _): (usize, Expr, usize),
    (_, _, _): (usize, Tok, usize),
    (_, e, _): (usize, Expr, usize),
) -> Expr
{
    binary(BinOp::Pow, b, e)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action22<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action23<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action24<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action25<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, _e, _): (usize, Expr, usize),
    (_, op, _): (usize, Span, usize),
    (_, _n, _): (usize, Expr, usize),
) -> Result<Expr,__lalrpop_util::ParseError<usize,Tok,Error>>
{
    Err(ParseError::User {
        error: Error::syntax("a roll modifier needs a roll on its left, like 4d6h3", op),
    })
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action26<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, l, _): (usize, usize, usize),
    (_, _, _): (usize, RollOp, usize),
    (_, r, _): (usize, usize, usize),
) -> Span
{
    {
    let span = Span::new(l, r);
    *misplaced = Some(span);
    span
}
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action27<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, mut e, _): (usize, Expr, usize),
    (_, l, _): (usize, usize, usize),
    (_, op, _): (usize, RollOp, usize),
    (_, r, _): (usize, usize, usize),
    (_, n, _): (usize, Expr, usize),
) -> Expr
{
    {
        let op_span = Span::new(l, r);
        let end = n.span;
        if let ExprKind::Roll(roll) = &mut e.kind {
            roll.ops.push((op, n, op_span));
        }
        e.span = e.span.to(end);
        e
    }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action28<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action29<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Keep(Which::Highest)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action30<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Keep(Which::Lowest)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action31<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Floor
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action32<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Ceiling
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action33<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Reroll { again: false, op: CmpOp::Eq }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action34<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Reroll { again: false, op: CmpOp::Lt }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action35<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Reroll { again: false, op: CmpOp::Gt }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action36<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Reroll { again: true, op: CmpOp::Eq }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action37<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Reroll { again: true, op: CmpOp::Lt }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action38<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Reroll { again: true, op: CmpOp::Gt }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action39<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Threshold(CmpOp::Ge)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action40<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Threshold(CmpOp::Le)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action41<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action42<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action43<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, count, _): (usize, Expr, usize),
    (_, kind, _): (usize, RollKind, usize),
    (_, sides, _): (usize, RollSides, usize),
    (_, r, _): (usize, usize, usize),
) -> Expr
{
    {
        if let RollSides::Expr(s) = &sides {
            if matches!(s.kind, ExprKind::Call(Func::Factorial, _)) {
                let text = &input[count.span.start..s.span.end];
                warnings.push(format!(
                    "{text}: in dndice ! is a factorial and binds tighter than d, so the die has that many sides"
                ));
            }
        }
        let span = Span::new(count.span.start, r);
        Expr::new(ExprKind::Roll(Box::new(Roll { count, kind, sides, ops: Vec::new() })), span)
    }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action44<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollKind
{
    RollKind::Normal
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action45<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollKind
{
    RollKind::Average
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action46<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollKind
{
    RollKind::Critical
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action47<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollKind
{
    RollKind::Maximum
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action48<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollSides
{
    RollSides::Fate
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action49<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, _, _): (usize, Tok, usize),
    (_, __0, _): (usize, Vec<f64>, usize),
    (_, _, _): (usize, Tok, usize),
) -> RollSides
{
    RollSides::List(__0)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action50<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> RollSides
{
    RollSides::Expr(__0)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action51<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, f64, usize),
) -> Vec<f64>
{
    vec![__0]
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action52<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, mut faces, _): (usize, Vec<f64>, usize),
    (_, _, _): (usize, Tok, usize),
    (_, f, _): (usize, f64, usize),
) -> Vec<f64>
{
    {
        faces.push(f);
        faces
    }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action53<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, f64, usize),
) -> f64
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action54<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, _, _): (usize, Tok, usize),
    (_, v, _): (usize, f64, usize),
) -> f64
{
    -v
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action55<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action56<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, l, _): (usize, usize, usize),
    (_, _, _): (usize, Tok, usize),
    (_, e, _): (usize, Expr, usize),
) -> Expr
{
    neg(l, e)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action57<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action58<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, _, _): (usize, Tok, usize),
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action59<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, e, _): (usize, Expr, usize),
    (_, _, _): (usize, Tok, usize),
    (_, r, _): (usize, usize, usize),
) -> Expr
{
    {
        let span = Span::new(e.span.start, r);
        Expr::new(ExprKind::Call(Func::Factorial, vec![e]), span)
    }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action60<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action61<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, l, _): (usize, usize, usize),
    (_, v, _): (usize, f64, usize),
    (_, r, _): (usize, usize, usize),
) -> Expr
{
    Expr::new(ExprKind::Number(v), Span::new(l, r))
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action62<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    (_, l, _): (usize, usize, usize),
    (_, _, _): (usize, Tok, usize),
    (_, e, _): (usize, Expr, usize),
    (_, _, _): (usize, Tok, usize),
    (_, r, _): (usize, usize, usize),
) -> Expr
{
    Expr::new(ExprKind::Paren(Box::new(e)), Span::new(l, r))
}

#[allow(unused_variables)]
#[allow(clippy::needless_lifetimes)]
fn __action63<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    __lookbehind: &usize,
    __lookahead: &usize,
) -> usize
{
    *__lookbehind
}

#[allow(unused_variables)]
#[allow(clippy::needless_lifetimes)]
fn __action64<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    __lookbehind: &usize,
    __lookahead: &usize,
) -> usize
{
    *__lookahead
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action65<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, f64, usize),
    __1: (usize, usize, usize),
) -> Expr
{
    let __start0 = __0.0.clone();
    let __end0 = __0.0.clone();
    let __temp0 = __action64(
        input,
        warnings,
        misplaced,
        &__start0,
        &__end0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action61(
        input,
        warnings,
        misplaced,
        __temp0,
        __0,
        __1,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action66<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Tok, usize),
    __1: (usize, Expr, usize),
    __2: (usize, Tok, usize),
    __3: (usize, usize, usize),
) -> Expr
{
    let __start0 = __0.0.clone();
    let __end0 = __0.0.clone();
    let __temp0 = __action64(
        input,
        warnings,
        misplaced,
        &__start0,
        &__end0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action62(
        input,
        warnings,
        misplaced,
        __temp0,
        __0,
        __1,
        __2,
        __3,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action67<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, RollOp, usize),
    __1: (usize, usize, usize),
) -> Span
{
    let __start0 = __0.0.clone();
    let __end0 = __0.0.clone();
    let __temp0 = __action64(
        input,
        warnings,
        misplaced,
        &__start0,
        &__end0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action26(
        input,
        warnings,
        misplaced,
        __temp0,
        __0,
        __1,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action68<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, RollOp, usize),
    __2: (usize, usize, usize),
    __3: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __0.2.clone();
    let __end0 = __1.0.clone();
    let __temp0 = __action64(
        input,
        warnings,
        misplaced,
        &__start0,
        &__end0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action27(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __1,
        __2,
        __3,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action69<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Tok, usize),
    __1: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __0.0.clone();
    let __end0 = __0.0.clone();
    let __temp0 = __action64(
        input,
        warnings,
        misplaced,
        &__start0,
        &__end0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action56(
        input,
        warnings,
        misplaced,
        __temp0,
        __0,
        __1,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action70<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Tok, usize),
    __1: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __0.0.clone();
    let __end0 = __0.0.clone();
    let __temp0 = __action64(
        input,
        warnings,
        misplaced,
        &__start0,
        &__end0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action18(
        input,
        warnings,
        misplaced,
        __temp0,
        __0,
        __1,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action71<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, f64, usize),
) -> Expr
{
    let __start0 = __0.2.clone();
    let __end0 = __0.2.clone();
    let __temp0 = __action63(
        input,
        warnings,
        misplaced,
        &__start0,
        &__end0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action65(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action72<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Tok, usize),
    __1: (usize, Expr, usize),
    __2: (usize, Tok, usize),
) -> Expr
{
    let __start0 = __2.2.clone();
    let __end0 = __2.2.clone();
    let __temp0 = __action63(
        input,
        warnings,
        misplaced,
        &__start0,
        &__end0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action66(
        input,
        warnings,
        misplaced,
        __0,
        __1,
        __2,
        __temp0,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action73<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
) -> Expr
{
    let __start0 = __1.2.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action63(
        input,
        warnings,
        misplaced,
        &__start0,
        &__end0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action59(
        input,
        warnings,
        misplaced,
        __0,
        __1,
        __temp0,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action74<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, RollOp, usize),
) -> Span
{
    let __start0 = __0.2.clone();
    let __end0 = __0.2.clone();
    let __temp0 = __action63(
        input,
        warnings,
        misplaced,
        &__start0,
        &__end0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action67(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action75<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, RollOp, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __1.2.clone();
    let __end0 = __2.0.clone();
    let __temp0 = __action63(
        input,
        warnings,
        misplaced,
        &__start0,
        &__end0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action68(
        input,
        warnings,
        misplaced,
        __0,
        __1,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action76<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<String>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, RollKind, usize),
    __2: (usize, RollSides, usize),
) -> Expr
{
    let __start0 = __2.2.clone();
    let __end0 = __2.2.clone();
    let __temp0 = __action63(
        input,
        warnings,
        misplaced,
        &__start0,
        &__end0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action43(
        input,
        warnings,
        misplaced,
        __0,
        __1,
        __2,
        __temp0,
    )
}

#[allow(clippy::type_complexity, dead_code)]
pub trait __ToTriple<'w, >
{
    fn to_triple(self) -> Result<(usize,Tok,usize), __lalrpop_util::ParseError<usize, Tok, Error>>;
}

impl<'w, > __ToTriple<'w, > for (usize, Tok, usize)
{
    fn to_triple(self) -> Result<(usize,Tok,usize), __lalrpop_util::ParseError<usize, Tok, Error>> {
        Ok(self)
    }
}
impl<'w, > __ToTriple<'w, > for Result<(usize, Tok, usize), Error>
{
    fn to_triple(self) -> Result<(usize,Tok,usize), __lalrpop_util::ParseError<usize, Tok, Error>> {
        self.map_err(|error| __lalrpop_util::ParseError::User { error })
    }
}
