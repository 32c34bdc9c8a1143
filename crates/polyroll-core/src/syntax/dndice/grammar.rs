// auto-generated: "lalrpop 0.23.2"
// sha3: 9c84d103500e043ff281811b32edb55ef519839961590128135ce32ffad2e4c5
// features: 
use lalrpop_util::ParseError;
use crate::ast::*;
use crate::error::{Error, Span};
use crate::problem::Problem;
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
    use crate::problem::Problem;
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
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 5, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 1
        0, -16, -16, -16, -16, 0, 61, 62, 60, 59, 63, 55, 64, 65, 56, 57, 66, 58, 54, -44, -44, -44, -44, -44, -44, -44, -44, -44, -44, -44, -44, -44, 0, -44, 0, 0, 0, 0,
        // State 2
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 5, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 3
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 5, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 4
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 5, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 5
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 5, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 6
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 5, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 7
        53, 0, 0, 0, 0, 74, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 36, 0, 0, 0, 0, 0, 0, 0, 3, 0, 37, 0, 0, 0,
        // State 8
        53, 0, 0, 0, 0, 76, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 36, 0, 0, 0, 0, 0, 0, 0, 3, 0, 38, 0, 0, 0,
        // State 9
        53, 0, 0, 0, 0, 78, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 36, 0, 0, 0, 0, 0, 0, 0, 3, 0, 39, 0, 0, 0,
        // State 10
        53, 0, 0, 0, 0, 80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 36, 0, 0, 0, 0, 0, 0, 0, 3, 0, 40, 0, 0, 0,
        // State 11
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 36, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 12
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 5, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 13
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 5, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 14
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 5, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 15
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 5, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 16
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 5, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 17
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 5, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 18
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 5, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 19
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 5, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 20
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 36, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 21
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 36, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 22
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 36, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 23
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 36, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 24
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 36, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 25
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 36, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 26
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 36, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 27
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 36, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 28
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 36, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 29
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 36, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 30
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 36, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 31
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 36, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 32
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 5, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 33
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 5, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 34
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 5, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 35
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 41, 36, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 36
        111, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 110, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        // State 37
        111, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 110, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        // State 38
        111, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 110, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        // State 39
        111, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 110, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        // State 40
        53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 41, 36, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0,
        // State 41
        111, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 110, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        // State 42
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 7, -30, -30, -30, -30, -30, -30, -30, 0, -30, 0, 0, 0, 0,
        // State 43
        0, -22, -22, -22, -22, 0, -22, -22, -22, -22, -22, -22, -22, -22, -22, -22, -22, -22, -22, -22, -22, -22, -22, -22, -22, -22, -22, -22, -22, -22, -22, -22, 0, -22, 0, 0, 0, 0,
        // State 44
        0, 8, 9, 10, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        // State 45
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 17, 18, 14, 15, 16, 13, 19, 0, 0, 0, 0, 0, 0,
        // State 46
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 20, -66, -66, -66, -66, -66, -66, -66, -66, -66, -66, -66, -66, 0, -66, 0, 0, 0, 0,
        // State 47
        0, 0, 0, 0, 0, 0, 27, 28, 26, 25, 29, 21, 30, 31, 22, 23, 32, 24, 0, -43, -43, -43, -43, -43, -43, -43, -43, -43, -43, -43, -43, -43, 0, -43, 0, 0, 0, 0,
        // State 48
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 34, 35, 33, -5, -5, -5, -5, -5, -5, -5, -5, -5, 0, -5, 0, 0, 0, 0,
        // State 49
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -102, -102, -102, -102, -102, -102, -102, -102, -102, -102, -102, -102, 0, -102, 0, 0, 0, 0,
        // State 50
        0, -15, -15, -15, -15, 0, -58, -58, -58, -58, -58, -58, -58, -58, -58, -58, -58, -58, 0, -58, -58, -58, -58, -58, -58, -58, -58, -58, -58, -58, -58, -58, 0, -58, 0, 0, 0, 0,
        // State 51
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -62, -62, -62, -62, -62, -62, -62, -62, -62, -62, -62, -62, 0, -62, 0, 0, 0, 0,
        // State 52
        0, -6, -6, -6, -6, 0, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, 0, -6, 0, 0, 0, 0,
        // State 53
        0, -21, -21, -21, -21, 0, -21, -21, -21, -21, -21, -21, -21, -21, -21, -21, -21, -21, -21, -21, -21, -21, -21, -21, -21, -21, -21, -21, -21, -21, -21, -21, 0, -21, 0, 0, 0, 0,
        // State 54
        -38, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -38, 0, 0, 0, 0, 0, 0, 0, -38, 0, 0, 0, 0, 0,
        // State 55
        -39, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -39, 0, 0, 0, 0, 0, 0, 0, -39, 0, 0, 0, 0, 0,
        // State 56
        -40, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -40, 0, 0, 0, 0, 0, 0, 0, -40, 0, 0, 0, 0, 0,
        // State 57
        -42, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -42, 0, 0, 0, 0, 0, 0, 0, -42, 0, 0, 0, 0, 0,
        // State 58
        -34, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -34, 0, 0, 0, 0, 0, 0, 0, -34, 0, 0, 0, 0, 0,
        // State 59
        -33, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -33, 0, 0, 0, 0, 0, 0, 0, -33, 0, 0, 0, 0, 0,
        // State 60
        -31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -31, 0, 0, 0, 0, 0, 0, 0, -31, 0, 0, 0, 0, 0,
        // State 61
        -32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -32, 0, 0, 0, 0, 0, 0, 0, -32, 0, 0, 0, 0, 0,
        // State 62
        -35, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -35, 0, 0, 0, 0, 0, 0, 0, -35, 0, 0, 0, 0, 0,
        // State 63
        -36, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -36, 0, 0, 0, 0, 0, 0, 0, -36, 0, 0, 0, 0, 0,
        // State 64
        -37, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -37, 0, 0, 0, 0, 0, 0, 0, -37, 0, 0, 0, 0, 0,
        // State 65
        -41, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -41, 0, 0, 0, 0, 0, 0, 0, -41, 0, 0, 0, 0, 0,
        // State 66
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 17, 18, 14, 15, 16, 13, 19, 0, 105, 0, 0, 0, 0,
        // State 67
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -101, -101, -101, -101, -101, -101, -101, -101, -101, -101, -101, -101, 0, -101, 0, 0, 0, 0,
        // State 68
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -100, -100, -100, -100, -100, -100, -100, -100, -100, -100, -100, -100, 0, -100, 0, 0, 0, 0,
        // State 69
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 34, 35, 33, -3, -3, -3, -3, -3, -3, -3, -3, -3, 0, -3, 0, 0, 0, 0,
        // State 70
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 34, 35, 33, -4, -4, -4, -4, -4, -4, -4, -4, -4, 0, -4, 0, 0, 0, 0,
        // State 71
        0, -63, -63, -63, -63, 0, -63, -63, -63, -63, -63, -63, -63, -63, -63, -63, -63, -63, 54, -63, -63, -63, -63, -63, -63, -63, -63, -63, -63, -63, -63, -63, 0, -63, 0, 0, 0, 0,
        // State 72
        0, -85, -85, -85, -85, 0, -85, -85, -85, -85, -85, -85, -85, -85, -85, -85, -85, -85, 0, -85, -85, -85, -85, -85, -85, -85, -85, -85, -85, -85, -85, -85, 0, -85, 0, 0, 0, 0,
        // State 73
        0, -83, -83, -83, -83, 0, -83, -83, -83, -83, -83, -83, -83, -83, -83, -83, -83, -83, 0, -83, -83, -83, -83, -83, -83, -83, -83, -83, -83, -83, -83, -83, 0, -83, 0, 0, 0, 0,
        // State 74
        0, -88, -88, -88, -88, 0, -88, -88, -88, -88, -88, -88, -88, -88, -88, -88, -88, -88, 0, -88, -88, -88, -88, -88, -88, -88, -88, -88, -88, -88, -88, -88, 0, -88, 0, 0, 0, 0,
        // State 75
        0, -86, -86, -86, -86, 0, -86, -86, -86, -86, -86, -86, -86, -86, -86, -86, -86, -86, 0, -86, -86, -86, -86, -86, -86, -86, -86, -86, -86, -86, -86, -86, 0, -86, 0, 0, 0, 0,
        // State 76
        0, -91, -91, -91, -91, 0, -91, -91, -91, -91, -91, -91, -91, -91, -91, -91, -91, -91, 0, -91, -91, -91, -91, -91, -91, -91, -91, -91, -91, -91, -91, -91, 0, -91, 0, 0, 0, 0,
        // State 77
        0, -89, -89, -89, -89, 0, -89, -89, -89, -89, -89, -89, -89, -89, -89, -89, -89, -89, 0, -89, -89, -89, -89, -89, -89, -89, -89, -89, -89, -89, -89, -89, 0, -89, 0, 0, 0, 0,
        // State 78
        0, -94, -94, -94, -94, 0, -94, -94, -94, -94, -94, -94, -94, -94, -94, -94, -94, -94, 0, -94, -94, -94, -94, -94, -94, -94, -94, -94, -94, -94, -94, -94, 0, -94, 0, 0, 0, 0,
        // State 79
        0, -92, -92, -92, -92, 0, -92, -92, -92, -92, -92, -92, -92, -92, -92, -92, -92, -92, 0, -92, -92, -92, -92, -92, -92, -92, -92, -92, -92, -92, -92, -92, 0, -92, 0, 0, 0, 0,
        // State 80
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -45, -45, -45, -45, -45, -45, -45, -45, -45, -45, -45, -45, -45, 0, -45, 0, 0, 0, 0,
        // State 81
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 7, -28, -28, -28, -28, -28, -28, -28, 0, -28, 0, 0, 0, 0,
        // State 82
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 7, -25, -25, -25, -25, -25, -25, -25, 0, -25, 0, 0, 0, 0,
        // State 83
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 7, -26, -26, -26, -26, -26, -26, -26, 0, -26, 0, 0, 0, 0,
        // State 84
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 7, -27, -27, -27, -27, -27, -27, -27, 0, -27, 0, 0, 0, 0,
        // State 85
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 7, -23, -23, -23, -23, -23, -23, -23, 0, -23, 0, 0, 0, 0,
        // State 86
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 7, -24, -24, -24, -24, -24, -24, -24, 0, -24, 0, 0, 0, 0,
        // State 87
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 7, -29, -29, -29, -29, -29, -29, -29, 0, -29, 0, 0, 0, 0,
        // State 88
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -65, -65, -65, -65, -65, -65, -65, -65, -65, -65, -65, -65, 0, -65, 0, 0, 0, 0,
        // State 89
        0, 0, 0, 0, 0, 0, -53, -53, -53, -53, -53, -53, -53, -53, -53, -53, -53, -53, 0, -53, -53, -53, -53, -53, -53, -53, -53, -53, -53, -53, -53, -53, 0, -53, 0, 0, 0, 0,
        // State 90
        0, 0, 0, 0, 0, 0, -54, -54, -54, -54, -54, -54, -54, -54, -54, -54, -54, -54, 0, -54, -54, -54, -54, -54, -54, -54, -54, -54, -54, -54, -54, -54, 0, -54, 0, 0, 0, 0,
        // State 91
        0, 0, 0, 0, 0, 0, -55, -55, -55, -55, -55, -55, -55, -55, -55, -55, -55, -55, 0, -55, -55, -55, -55, -55, -55, -55, -55, -55, -55, -55, -55, -55, 0, -55, 0, 0, 0, 0,
        // State 92
        0, 0, 0, 0, 0, 0, -57, -57, -57, -57, -57, -57, -57, -57, -57, -57, -57, -57, 0, -57, -57, -57, -57, -57, -57, -57, -57, -57, -57, -57, -57, -57, 0, -57, 0, 0, 0, 0,
        // State 93
        0, 0, 0, 0, 0, 0, -49, -49, -49, -49, -49, -49, -49, -49, -49, -49, -49, -49, 0, -49, -49, -49, -49, -49, -49, -49, -49, -49, -49, -49, -49, -49, 0, -49, 0, 0, 0, 0,
        // State 94
        0, 0, 0, 0, 0, 0, -48, -48, -48, -48, -48, -48, -48, -48, -48, -48, -48, -48, 0, -48, -48, -48, -48, -48, -48, -48, -48, -48, -48, -48, -48, -48, 0, -48, 0, 0, 0, 0,
        // State 95
        0, 0, 0, 0, 0, 0, -46, -46, -46, -46, -46, -46, -46, -46, -46, -46, -46, -46, 0, -46, -46, -46, -46, -46, -46, -46, -46, -46, -46, -46, -46, -46, 0, -46, 0, 0, 0, 0,
        // State 96
        0, 0, 0, 0, 0, 0, -47, -47, -47, -47, -47, -47, -47, -47, -47, -47, -47, -47, 0, -47, -47, -47, -47, -47, -47, -47, -47, -47, -47, -47, -47, -47, 0, -47, 0, 0, 0, 0,
        // State 97
        0, 0, 0, 0, 0, 0, -50, -50, -50, -50, -50, -50, -50, -50, -50, -50, -50, -50, 0, -50, -50, -50, -50, -50, -50, -50, -50, -50, -50, -50, -50, -50, 0, -50, 0, 0, 0, 0,
        // State 98
        0, 0, 0, 0, 0, 0, -51, -51, -51, -51, -51, -51, -51, -51, -51, -51, -51, -51, 0, -51, -51, -51, -51, -51, -51, -51, -51, -51, -51, -51, -51, -51, 0, -51, 0, 0, 0, 0,
        // State 99
        0, 0, 0, 0, 0, 0, -52, -52, -52, -52, -52, -52, -52, -52, -52, -52, -52, -52, 0, -52, -52, -52, -52, -52, -52, -52, -52, -52, -52, -52, -52, -52, 0, -52, 0, 0, 0, 0,
        // State 100
        0, 0, 0, 0, 0, 0, -56, -56, -56, -56, -56, -56, -56, -56, -56, -56, -56, -56, 0, -56, -56, -56, -56, -56, -56, -56, -56, -56, -56, -56, -56, -56, 0, -56, 0, 0, 0, 0,
        // State 101
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -61, -61, -61, -61, -61, -61, -61, -61, -61, -61, -61, -61, 0, -61, 0, 0, 0, 0,
        // State 102
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -59, -59, -59, -59, -59, -59, -59, -59, -59, -59, -59, -59, 0, -59, 0, 0, 0, 0,
        // State 103
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -60, -60, -60, -60, -60, -60, -60, -60, -60, -60, -60, -60, 0, -60, 0, 0, 0, 0,
        // State 104
        0, -7, -7, -7, -7, 0, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, 0, -7, 0, 0, 0, 0,
        // State 105
        0, -98, -98, -98, -98, 0, -98, -98, -98, -98, -98, -98, -98, -98, -98, -98, -98, -98, 0, -98, -98, -98, -98, -98, -98, -98, -98, -98, -98, -98, -98, -98, 0, -98, 0, 0, 0, 0,
        // State 106
        0, -64, -64, -64, -64, 0, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, 0, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, 0, -64, 0, 0, 0, 0,
        // State 107
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -19, -19, 0,
        // State 108
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 116, 42, 0,
        // State 109
        117, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        // State 110
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -17, -17, 0,
        // State 111
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 118, 42, 0,
        // State 112
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 119, 42, 0,
        // State 113
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 120, 42, 0,
        // State 114
        0, -99, -99, -99, -99, 0, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, 0, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, 0, -99, 0, 0, 0, 0,
        // State 115
        0, -84, -84, -84, -84, 0, -84, -84, -84, -84, -84, -84, -84, -84, -84, -84, -84, -84, 0, -84, -84, -84, -84, -84, -84, -84, -84, -84, -84, -84, -84, -84, 0, -84, 0, 0, 0, 0,
        // State 116
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -18, -18, 0,
        // State 117
        0, -87, -87, -87, -87, 0, -87, -87, -87, -87, -87, -87, -87, -87, -87, -87, -87, -87, 0, -87, -87, -87, -87, -87, -87, -87, -87, -87, -87, -87, -87, -87, 0, -87, 0, 0, 0, 0,
        // State 118
        0, -90, -90, -90, -90, 0, -90, -90, -90, -90, -90, -90, -90, -90, -90, -90, -90, -90, 0, -90, -90, -90, -90, -90, -90, -90, -90, -90, -90, -90, -90, -90, 0, -90, 0, 0, 0, 0,
        // State 119
        0, -93, -93, -93, -93, 0, -93, -93, -93, -93, -93, -93, -93, -93, -93, -93, -93, -93, 0, -93, -93, -93, -93, -93, -93, -93, -93, -93, -93, -93, -93, -93, 0, -93, 0, 0, 0, 0,
        // State 120
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -20, -20, 0,
    ];
    fn __action(state: i8, integer: usize) -> i8 {
        __ACTION[(state as usize) * 38 + integer]
    }
    const __EOF_ACTION: &[i8] = &[
        // State 0
        0,
        // State 1
        -44,
        // State 2
        0,
        // State 3
        0,
        // State 4
        0,
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
        0,
        // State 24
        0,
        // State 25
        0,
        // State 26
        0,
        // State 27
        0,
        // State 28
        0,
        // State 29
        0,
        // State 30
        0,
        // State 31
        0,
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
        -30,
        // State 43
        -22,
        // State 44
        0,
        // State 45
        -103,
        // State 46
        -66,
        // State 47
        -43,
        // State 48
        -5,
        // State 49
        -102,
        // State 50
        -58,
        // State 51
        -62,
        // State 52
        -6,
        // State 53
        -21,
        // State 54
        0,
        // State 55
        0,
        // State 56
        0,
        // State 57
        0,
        // State 58
        0,
        // State 59
        0,
        // State 60
        0,
        // State 61
        0,
        // State 62
        0,
        // State 63
        0,
        // State 64
        0,
        // State 65
        0,
        // State 66
        0,
        // State 67
        -101,
        // State 68
        -100,
        // State 69
        -3,
        // State 70
        -4,
        // State 71
        -63,
        // State 72
        -85,
        // State 73
        -83,
        // State 74
        -88,
        // State 75
        -86,
        // State 76
        -91,
        // State 77
        -89,
        // State 78
        -94,
        // State 79
        -92,
        // State 80
        -45,
        // State 81
        -28,
        // State 82
        -25,
        // State 83
        -26,
        // State 84
        -27,
        // State 85
        -23,
        // State 86
        -24,
        // State 87
        -29,
        // State 88
        -65,
        // State 89
        -53,
        // State 90
        -54,
        // State 91
        -55,
        // State 92
        -57,
        // State 93
        -49,
        // State 94
        -48,
        // State 95
        -46,
        // State 96
        -47,
        // State 97
        -50,
        // State 98
        -51,
        // State 99
        -52,
        // State 100
        -56,
        // State 101
        -61,
        // State 102
        -59,
        // State 103
        -60,
        // State 104
        -7,
        // State 105
        -98,
        // State 106
        -64,
        // State 107
        0,
        // State 108
        0,
        // State 109
        0,
        // State 110
        0,
        // State 111
        0,
        // State 112
        0,
        // State 113
        0,
        // State 114
        -99,
        // State 115
        -84,
        // State 116
        0,
        // State 117
        -87,
        // State 118
        -90,
        // State 119
        -93,
        // State 120
        0,
    ];
    fn __goto(state: i8, nt: usize) -> i8 {
        match nt {
            2 => match state {
                12 => 81,
                13 => 82,
                14 => 83,
                15 => 84,
                16 => 85,
                17 => 86,
                18 => 87,
                _ => 42,
            },
            3 => 43,
            5 => 44,
            6 => match state {
                41 => 120,
                _ => 107,
            },
            7 => match state {
                37 => 111,
                38 => 112,
                39 => 113,
                _ => 108,
            },
            8 => match state {
                7..=11 | 20..=31 | 35 | 40 => 71,
                _ => 1,
            },
            9 => match state {
                2 => 66,
                _ => 45,
            },
            10 => 11,
            11 => 46,
            12 => 47,
            13 => match state {
                5 => 69,
                6 => 70,
                _ => 48,
            },
            14 => match state {
                7 => 72,
                8 => 74,
                9 => 76,
                10 => 78,
                11 => 80,
                20 => 89,
                21 => 90,
                22 => 91,
                23 => 92,
                24 => 93,
                25 => 94,
                26 => 95,
                27 => 96,
                28 => 97,
                29 => 98,
                30 => 99,
                31 => 100,
                _ => 105,
            },
            15 => 49,
            18 => 50,
            20 => match state {
                40 => 114,
                _ => 106,
            },
            21 => match state {
                3 => 67,
                4 => 68,
                19 => 88,
                32 => 101,
                33 => 102,
                34 => 103,
                _ => 51,
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
        warnings: &'w mut Vec<Problem>,
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
                    states_to_pop: 1,
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
                    nonterminal_produced: 4,
                }
            }
            10 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 4,
                }
            }
            11 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 4,
                }
            }
            12 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 4,
                }
            }
            13 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 4,
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
                    states_to_pop: 2,
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
                    states_to_pop: 3,
                    nonterminal_produced: 7,
                }
            }
            20 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 2,
                    nonterminal_produced: 8,
                }
            }
            21 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 8,
                }
            }
            22 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 9,
                }
            }
            23 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 9,
                }
            }
            24 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 9,
                }
            }
            25 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 9,
                }
            }
            26 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 9,
                }
            }
            27 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 9,
                }
            }
            28 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 9,
                }
            }
            29 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 9,
                }
            }
            30 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 10,
                }
            }
            31 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 10,
                }
            }
            32 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 10,
                }
            }
            33 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 10,
                }
            }
            34 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 10,
                }
            }
            35 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 10,
                }
            }
            36 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 10,
                }
            }
            37 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 10,
                }
            }
            38 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 10,
                }
            }
            39 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 10,
                }
            }
            40 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 10,
                }
            }
            41 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 10,
                }
            }
            42 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 11,
                }
            }
            43 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 11,
                }
            }
            44 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 11,
                }
            }
            45 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 12,
                }
            }
            46 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 12,
                }
            }
            47 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 12,
                }
            }
            48 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 12,
                }
            }
            49 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 12,
                }
            }
            50 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 12,
                }
            }
            51 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 12,
                }
            }
            52 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 12,
                }
            }
            53 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 12,
                }
            }
            54 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 12,
                }
            }
            55 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 12,
                }
            }
            56 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 12,
                }
            }
            57 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 12,
                }
            }
            58 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 13,
                }
            }
            59 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 13,
                }
            }
            60 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 13,
                }
            }
            61 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 13,
                }
            }
            62 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 14,
                }
            }
            63 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 2,
                    nonterminal_produced: 14,
                }
            }
            64 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 15,
                }
            }
            65 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 15,
                }
            }
            66 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 16,
                }
            }
            67 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 16,
                }
            }
            68 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 16,
                }
            }
            69 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 16,
                }
            }
            70 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 17,
                }
            }
            71 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 17,
                }
            }
            72 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 17,
                }
            }
            73 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 17,
                }
            }
            74 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 17,
                }
            }
            75 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 17,
                }
            }
            76 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 17,
                }
            }
            77 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 17,
                }
            }
            78 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 17,
                }
            }
            79 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 17,
                }
            }
            80 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 17,
                }
            }
            81 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 17,
                }
            }
            82 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 18,
                }
            }
            83 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 5,
                    nonterminal_produced: 18,
                }
            }
            84 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 18,
                }
            }
            85 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 18,
                }
            }
            86 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 5,
                    nonterminal_produced: 18,
                }
            }
            87 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 18,
                }
            }
            88 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 18,
                }
            }
            89 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 5,
                    nonterminal_produced: 18,
                }
            }
            90 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 18,
                }
            }
            91 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 18,
                }
            }
            92 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 5,
                    nonterminal_produced: 18,
                }
            }
            93 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 18,
                }
            }
            94 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 19,
                }
            }
            95 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 3,
                    nonterminal_produced: 19,
                }
            }
            96 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 19,
                }
            }
            97 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 20,
                }
            }
            98 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 2,
                    nonterminal_produced: 20,
                }
            }
            99 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 2,
                    nonterminal_produced: 21,
                }
            }
            100 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 2,
                    nonterminal_produced: 21,
                }
            }
            101 => {
                __state_machine::SimulatedReduce::Reduce {
                    states_to_pop: 1,
                    nonterminal_produced: 21,
                }
            }
            102 => __state_machine::SimulatedReduce::Accept,
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
            warnings: &'w mut Vec<Problem>,
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
        warnings: &'w mut Vec<Problem>,
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
                __reduce28(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
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
                // Modified = Factorial, MisplacedOp, Operand => ActionFn(24);
                assert!(__symbols.len() >= 3);
                let __sym2 = __pop_Variant3(__symbols);
                let __sym1 = __pop_Variant6(__symbols);
                let __sym0 = __pop_Variant3(__symbols);
                let __start = __sym0.0.clone();
                let __end = __sym2.2.clone();
                let __nt = match super::__action24::<>(input, warnings, misplaced, __sym0, __sym1, __sym2) {
                    Ok(v) => v,
                    Err(e) => return Some(Err(e)),
                };
                __symbols.push((__start, __Symbol::Variant3(__nt), __end));
                (3, 11)
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
                __reduce64(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            65 => {
                __reduce65(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            66 => {
                __reduce66(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            67 => {
                __reduce67(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            68 => {
                __reduce68(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            69 => {
                __reduce69(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            70 => {
                __reduce70(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            71 => {
                __reduce71(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            72 => {
                __reduce72(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            73 => {
                __reduce73(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            74 => {
                __reduce74(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            75 => {
                __reduce75(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            76 => {
                __reduce76(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            77 => {
                __reduce77(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            78 => {
                __reduce78(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            79 => {
                __reduce79(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            80 => {
                __reduce80(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            81 => {
                __reduce81(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            82 => {
                __reduce82(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            83 => {
                __reduce83(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            84 => {
                __reduce84(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            85 => {
                __reduce85(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            86 => {
                __reduce86(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            87 => {
                __reduce87(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            88 => {
                __reduce88(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            89 => {
                __reduce89(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            90 => {
                __reduce90(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            91 => {
                __reduce91(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            92 => {
                __reduce92(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            93 => {
                __reduce93(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            94 => {
                __reduce94(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            95 => {
                __reduce95(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            96 => {
                __reduce96(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            97 => {
                __reduce97(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            98 => {
                __reduce98(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            99 => {
                __reduce99(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            100 => {
                __reduce100(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            101 => {
                __reduce101(input, warnings, misplaced, __lookahead_start, __symbols, core::marker::PhantomData::<(&())>)
            }
            102 => {
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
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // @L =  => ActionFn(63);
        let __start = __lookahead_start.cloned().or_else(|| __symbols.last().map(|s| s.2.clone())).unwrap_or_default();
        let __end = __start.clone();
        let __nt = super::__action63::<>(input, warnings, misplaced, &__start, &__end);
        __symbols.push((__start, __Symbol::Variant2(__nt), __end));
        (0, 0)
    }
    fn __reduce1<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // @R =  => ActionFn(62);
        let __start = __lookahead_start.cloned().or_else(|| __symbols.last().map(|s| s.2.clone())).unwrap_or_default();
        let __end = __start.clone();
        let __nt = super::__action62::<>(input, warnings, misplaced, &__start, &__end);
        __symbols.push((__start, __Symbol::Variant2(__nt), __end));
        (0, 1)
    }
    fn __reduce2<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Additive = Additive, "+", Multiply => ActionFn(10);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action10::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 2)
    }
    fn __reduce3<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Additive = Additive, "-", Multiply => ActionFn(11);
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
    fn __reduce4<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Additive = Multiply => ActionFn(12);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action12::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 2)
    }
    fn __reduce5<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Atom = "number" => ActionFn(70);
        let __sym0 = __pop_Variant0(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action70::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 3)
    }
    fn __reduce6<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Atom = "(", Formula, ")" => ActionFn(71);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant1(__symbols);
        let __sym1 = __pop_Variant3(__symbols);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action71::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 3)
    }
    fn __reduce7<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // CompareOp = ">" => ActionFn(3);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action3::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant4(__nt), __end));
        (1, 4)
    }
    fn __reduce8<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // CompareOp = ">=" => ActionFn(4);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action4::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant4(__nt), __end));
        (1, 4)
    }
    fn __reduce9<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // CompareOp = "<" => ActionFn(5);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action5::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant4(__nt), __end));
        (1, 4)
    }
    fn __reduce10<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // CompareOp = "<=" => ActionFn(6);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action6::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant4(__nt), __end));
        (1, 4)
    }
    fn __reduce11<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // CompareOp = "=" => ActionFn(7);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action7::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant4(__nt), __end));
        (1, 4)
    }
    fn __reduce12<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // CompareOp = "&" => ActionFn(8);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action8::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant4(__nt), __end));
        (1, 4)
    }
    fn __reduce13<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // CompareOp = "|" => ActionFn(9);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action9::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant4(__nt), __end));
        (1, 4)
    }
    fn __reduce14<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Dice = RollTerm => ActionFn(40);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action40::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 5)
    }
    fn __reduce15<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Dice = Factorial => ActionFn(41);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action41::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 5)
    }
    fn __reduce16<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Face = "number" => ActionFn(52);
        let __sym0 = __pop_Variant0(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action52::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant0(__nt), __end));
        (1, 6)
    }
    fn __reduce17<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Face = "-", "number" => ActionFn(53);
        assert!(__symbols.len() >= 2);
        let __sym1 = __pop_Variant0(__symbols);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym1.2.clone();
        let __nt = super::__action53::<>(input, warnings, misplaced, __sym0, __sym1);
        __symbols.push((__start, __Symbol::Variant0(__nt), __end));
        (2, 6)
    }
    fn __reduce18<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Faces = Face => ActionFn(50);
        let __sym0 = __pop_Variant0(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action50::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant5(__nt), __end));
        (1, 7)
    }
    fn __reduce19<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Faces = Faces, ",", Face => ActionFn(51);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant0(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant5(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action51::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant5(__nt), __end));
        (3, 7)
    }
    fn __reduce20<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Factorial = Factorial, "!" => ActionFn(72);
        assert!(__symbols.len() >= 2);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym1.2.clone();
        let __nt = super::__action72::<>(input, warnings, misplaced, __sym0, __sym1);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (2, 8)
    }
    fn __reduce21<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Factorial = Atom => ActionFn(59);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action59::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 8)
    }
    fn __reduce22<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Formula = Formula, ">", Additive => ActionFn(76);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action76::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 9)
    }
    fn __reduce23<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Formula = Formula, ">=", Additive => ActionFn(77);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action77::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 9)
    }
    fn __reduce24<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Formula = Formula, "<", Additive => ActionFn(78);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action78::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 9)
    }
    fn __reduce25<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Formula = Formula, "<=", Additive => ActionFn(79);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action79::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 9)
    }
    fn __reduce26<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Formula = Formula, "=", Additive => ActionFn(80);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action80::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 9)
    }
    fn __reduce27<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Formula = Formula, "&", Additive => ActionFn(81);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action81::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 9)
    }
    fn __reduce28<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Formula = Formula, "|", Additive => ActionFn(82);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action82::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 9)
    }
    fn __reduce29<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Formula = Additive => ActionFn(2);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action2::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 9)
    }
    fn __reduce30<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // MisplacedOp = "h" => ActionFn(87);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action87::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant6(__nt), __end));
        (1, 10)
    }
    fn __reduce31<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // MisplacedOp = "l" => ActionFn(88);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action88::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant6(__nt), __end));
        (1, 10)
    }
    fn __reduce32<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // MisplacedOp = "f" => ActionFn(89);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action89::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant6(__nt), __end));
        (1, 10)
    }
    fn __reduce33<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // MisplacedOp = "c" => ActionFn(90);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action90::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant6(__nt), __end));
        (1, 10)
    }
    fn __reduce34<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // MisplacedOp = "r" => ActionFn(91);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action91::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant6(__nt), __end));
        (1, 10)
    }
    fn __reduce35<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // MisplacedOp = "r<" => ActionFn(92);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action92::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant6(__nt), __end));
        (1, 10)
    }
    fn __reduce36<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // MisplacedOp = "r>" => ActionFn(93);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action93::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant6(__nt), __end));
        (1, 10)
    }
    fn __reduce37<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // MisplacedOp = "R" => ActionFn(94);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action94::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant6(__nt), __end));
        (1, 10)
    }
    fn __reduce38<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // MisplacedOp = "R<" => ActionFn(95);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action95::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant6(__nt), __end));
        (1, 10)
    }
    fn __reduce39<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // MisplacedOp = "R>" => ActionFn(96);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action96::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant6(__nt), __end));
        (1, 10)
    }
    fn __reduce40<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // MisplacedOp = "t" => ActionFn(97);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action97::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant6(__nt), __end));
        (1, 10)
    }
    fn __reduce41<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // MisplacedOp = "T" => ActionFn(98);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action98::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant6(__nt), __end));
        (1, 10)
    }
    fn __reduce42<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Modified = Modifiers => ActionFn(22);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action22::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 11)
    }
    fn __reduce43<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Modified = Factorial => ActionFn(23);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action23::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 11)
    }
    fn __reduce45<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Modifiers = Modifiers, "h", Operand => ActionFn(99);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action99::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 12)
    }
    fn __reduce46<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Modifiers = Modifiers, "l", Operand => ActionFn(100);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action100::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 12)
    }
    fn __reduce47<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Modifiers = Modifiers, "f", Operand => ActionFn(101);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action101::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 12)
    }
    fn __reduce48<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Modifiers = Modifiers, "c", Operand => ActionFn(102);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action102::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 12)
    }
    fn __reduce49<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Modifiers = Modifiers, "r", Operand => ActionFn(103);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action103::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 12)
    }
    fn __reduce50<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Modifiers = Modifiers, "r<", Operand => ActionFn(104);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action104::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 12)
    }
    fn __reduce51<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Modifiers = Modifiers, "r>", Operand => ActionFn(105);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action105::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 12)
    }
    fn __reduce52<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Modifiers = Modifiers, "R", Operand => ActionFn(106);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action106::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 12)
    }
    fn __reduce53<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Modifiers = Modifiers, "R<", Operand => ActionFn(107);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action107::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 12)
    }
    fn __reduce54<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Modifiers = Modifiers, "R>", Operand => ActionFn(108);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action108::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 12)
    }
    fn __reduce55<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Modifiers = Modifiers, "t", Operand => ActionFn(109);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action109::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 12)
    }
    fn __reduce56<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Modifiers = Modifiers, "T", Operand => ActionFn(110);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action110::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 12)
    }
    fn __reduce57<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Modifiers = RollTerm => ActionFn(27);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action27::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 12)
    }
    fn __reduce58<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Multiply = Multiply, "*", Unary => ActionFn(13);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action13::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 13)
    }
    fn __reduce59<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Multiply = Multiply, "/", Unary => ActionFn(14);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action14::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 13)
    }
    fn __reduce60<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Multiply = Multiply, "%", Unary => ActionFn(15);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action15::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 13)
    }
    fn __reduce61<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Multiply = Unary => ActionFn(16);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action16::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 13)
    }
    fn __reduce62<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Operand = Factorial => ActionFn(54);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action54::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 14)
    }
    fn __reduce63<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Operand = "-", SignedOperand => ActionFn(68);
        assert!(__symbols.len() >= 2);
        let __sym1 = __pop_Variant3(__symbols);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym1.2.clone();
        let __nt = super::__action68::<>(input, warnings, misplaced, __sym0, __sym1);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (2, 14)
    }
    fn __reduce64<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Power = Modified, "^", Unary => ActionFn(20);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action20::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 15)
    }
    fn __reduce65<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Power = Modified => ActionFn(21);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action21::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 15)
    }
    fn __reduce66<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollKind = "d" => ActionFn(43);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action43::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant7(__nt), __end));
        (1, 16)
    }
    fn __reduce67<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollKind = "da" => ActionFn(44);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action44::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant7(__nt), __end));
        (1, 16)
    }
    fn __reduce68<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollKind = "dc" => ActionFn(45);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action45::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant7(__nt), __end));
        (1, 16)
    }
    fn __reduce69<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollKind = "dm" => ActionFn(46);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action46::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant7(__nt), __end));
        (1, 16)
    }
    fn __reduce70<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "h" => ActionFn(28);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action28::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 17)
    }
    fn __reduce71<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "l" => ActionFn(29);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action29::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 17)
    }
    fn __reduce72<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "f" => ActionFn(30);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action30::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 17)
    }
    fn __reduce73<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "c" => ActionFn(31);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action31::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 17)
    }
    fn __reduce74<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "r" => ActionFn(32);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action32::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 17)
    }
    fn __reduce75<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "r<" => ActionFn(33);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action33::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 17)
    }
    fn __reduce76<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "r>" => ActionFn(34);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action34::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 17)
    }
    fn __reduce77<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "R" => ActionFn(35);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action35::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 17)
    }
    fn __reduce78<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "R<" => ActionFn(36);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action36::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 17)
    }
    fn __reduce79<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "R>" => ActionFn(37);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action37::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 17)
    }
    fn __reduce80<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "t" => ActionFn(38);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action38::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 17)
    }
    fn __reduce81<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollOp = "T" => ActionFn(39);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action39::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant8(__nt), __end));
        (1, 17)
    }
    fn __reduce82<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollTerm = Dice, "d", "F" => ActionFn(111);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant1(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action111::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 18)
    }
    fn __reduce83<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollTerm = Dice, "d", "[", Faces, "]" => ActionFn(112);
        assert!(__symbols.len() >= 5);
        let __sym4 = __pop_Variant1(__symbols);
        let __sym3 = __pop_Variant5(__symbols);
        let __sym2 = __pop_Variant1(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym4.2.clone();
        let __nt = super::__action112::<>(input, warnings, misplaced, __sym0, __sym1, __sym2, __sym3, __sym4);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (5, 18)
    }
    fn __reduce84<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollTerm = Dice, "d", Operand => ActionFn(113);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action113::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 18)
    }
    fn __reduce85<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollTerm = Dice, "da", "F" => ActionFn(114);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant1(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action114::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 18)
    }
    fn __reduce86<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollTerm = Dice, "da", "[", Faces, "]" => ActionFn(115);
        assert!(__symbols.len() >= 5);
        let __sym4 = __pop_Variant1(__symbols);
        let __sym3 = __pop_Variant5(__symbols);
        let __sym2 = __pop_Variant1(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym4.2.clone();
        let __nt = super::__action115::<>(input, warnings, misplaced, __sym0, __sym1, __sym2, __sym3, __sym4);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (5, 18)
    }
    fn __reduce87<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollTerm = Dice, "da", Operand => ActionFn(116);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action116::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 18)
    }
    fn __reduce88<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollTerm = Dice, "dc", "F" => ActionFn(117);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant1(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action117::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 18)
    }
    fn __reduce89<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollTerm = Dice, "dc", "[", Faces, "]" => ActionFn(118);
        assert!(__symbols.len() >= 5);
        let __sym4 = __pop_Variant1(__symbols);
        let __sym3 = __pop_Variant5(__symbols);
        let __sym2 = __pop_Variant1(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym4.2.clone();
        let __nt = super::__action118::<>(input, warnings, misplaced, __sym0, __sym1, __sym2, __sym3, __sym4);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (5, 18)
    }
    fn __reduce90<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollTerm = Dice, "dc", Operand => ActionFn(119);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action119::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 18)
    }
    fn __reduce91<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollTerm = Dice, "dm", "F" => ActionFn(120);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant1(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action120::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 18)
    }
    fn __reduce92<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollTerm = Dice, "dm", "[", Faces, "]" => ActionFn(121);
        assert!(__symbols.len() >= 5);
        let __sym4 = __pop_Variant1(__symbols);
        let __sym3 = __pop_Variant5(__symbols);
        let __sym2 = __pop_Variant1(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym4.2.clone();
        let __nt = super::__action121::<>(input, warnings, misplaced, __sym0, __sym1, __sym2, __sym3, __sym4);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (5, 18)
    }
    fn __reduce93<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // RollTerm = Dice, "dm", Operand => ActionFn(122);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant3(__symbols);
        let __sym1 = __pop_Variant1(__symbols);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action122::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (3, 18)
    }
    fn __reduce94<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Sides = "F" => ActionFn(47);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action47::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant9(__nt), __end));
        (1, 19)
    }
    fn __reduce95<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Sides = "[", Faces, "]" => ActionFn(48);
        assert!(__symbols.len() >= 3);
        let __sym2 = __pop_Variant1(__symbols);
        let __sym1 = __pop_Variant5(__symbols);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym2.2.clone();
        let __nt = super::__action48::<>(input, warnings, misplaced, __sym0, __sym1, __sym2);
        __symbols.push((__start, __Symbol::Variant9(__nt), __end));
        (3, 19)
    }
    fn __reduce96<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Sides = Operand => ActionFn(49);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action49::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant9(__nt), __end));
        (1, 19)
    }
    fn __reduce97<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // SignedOperand = Operand => ActionFn(56);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action56::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 20)
    }
    fn __reduce98<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // SignedOperand = "+", SignedOperand => ActionFn(57);
        assert!(__symbols.len() >= 2);
        let __sym1 = __pop_Variant3(__symbols);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym1.2.clone();
        let __nt = super::__action57::<>(input, warnings, misplaced, __sym0, __sym1);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (2, 20)
    }
    fn __reduce99<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Unary = "-", Unary => ActionFn(69);
        assert!(__symbols.len() >= 2);
        let __sym1 = __pop_Variant3(__symbols);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym1.2.clone();
        let __nt = super::__action69::<>(input, warnings, misplaced, __sym0, __sym1);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (2, 21)
    }
    fn __reduce100<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Unary = "+", Unary => ActionFn(18);
        assert!(__symbols.len() >= 2);
        let __sym1 = __pop_Variant3(__symbols);
        let __sym0 = __pop_Variant1(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym1.2.clone();
        let __nt = super::__action18::<>(input, warnings, misplaced, __sym0, __sym1);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (2, 21)
    }
    fn __reduce101<
        'w,
    >(
        input: &str,
        warnings: &'w mut Vec<Problem>,
        misplaced: &'w mut Option<Span>,
        __lookahead_start: Option<&usize>,
        __symbols: &mut alloc::vec::Vec<(usize,__Symbol<>,usize)>,
        _: core::marker::PhantomData<(&'w ())>,
    ) -> (usize, usize)
    {
        // Unary = Power => ActionFn(19);
        let __sym0 = __pop_Variant3(__symbols);
        let __start = __sym0.0.clone();
        let __end = __sym0.2.clone();
        let __nt = super::__action19::<>(input, warnings, misplaced, __sym0);
        __symbols.push((__start, __Symbol::Variant3(__nt), __end));
        (1, 21)
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
    warnings: &'w mut Vec<Problem>,
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
    warnings: &'w mut Vec<Problem>,
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
fn __action2<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action3<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> BinOp
{
    BinOp::Cmp(CmpOp::Gt)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action4<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> BinOp
{
    BinOp::Cmp(CmpOp::Ge)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action5<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> BinOp
{
    BinOp::Cmp(CmpOp::Lt)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action6<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> BinOp
{
    BinOp::Cmp(CmpOp::Le)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action7<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> BinOp
{
    BinOp::Cmp(CmpOp::Eq)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action8<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> BinOp
{
    BinOp::LogicAnd
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action9<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> BinOp
{
    BinOp::LogicOr
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action10<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
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
fn __action11<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
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
fn __action12<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action13<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
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
fn __action14<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
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
fn __action15<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
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
fn __action16<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action17<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
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
fn __action18<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, _, _): (usize, Tok, usize),
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action19<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
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
    warnings: &'w mut Vec<Problem>,
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
fn __action21<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action22<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
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
    warnings: &'w mut Vec<Problem>,
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
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, _e, _): (usize, Expr, usize),
    (_, op, _): (usize, Span, usize),
    (_, _n, _): (usize, Expr, usize),
) -> Result<Expr,__lalrpop_util::ParseError<usize,Tok,Error>>
{
    Err(ParseError::User {
        error: Error::syntax(Problem::ModifierNeedsRoll, op),
    })
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action25<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
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
fn __action26<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
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
fn __action27<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action28<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Keep(Which::Highest)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action29<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Keep(Which::Lowest)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action30<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Floor
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action31<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Ceiling
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action32<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Reroll { again: false, op: CmpOp::Eq }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action33<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Reroll { again: false, op: CmpOp::Lt }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action34<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Reroll { again: false, op: CmpOp::Gt }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action35<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Reroll { again: true, op: CmpOp::Eq }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action36<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Reroll { again: true, op: CmpOp::Lt }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action37<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Reroll { again: true, op: CmpOp::Gt }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action38<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Threshold(CmpOp::Ge)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action39<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollOp
{
    RollOp::Threshold(CmpOp::Le)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action40<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action41<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
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
    warnings: &'w mut Vec<Problem>,
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
                warnings.push(Problem::FactorialSides { text: text.to_string() });
            }
        }
        let span = Span::new(count.span.start, r);
        Expr::new(ExprKind::Roll(Box::new(Roll { count, kind, sides, ops: Vec::new() })), span)
    }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action43<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollKind
{
    RollKind::Normal
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action44<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollKind
{
    RollKind::Average
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action45<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollKind
{
    RollKind::Critical
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action46<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollKind
{
    RollKind::Maximum
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action47<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Tok, usize),
) -> RollSides
{
    RollSides::Fate
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action48<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
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
fn __action49<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> RollSides
{
    RollSides::Expr(__0)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action50<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, f64, usize),
) -> Vec<f64>
{
    vec![__0]
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action51<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
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
fn __action52<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, f64, usize),
) -> f64
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action53<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, _, _): (usize, Tok, usize),
    (_, v, _): (usize, f64, usize),
) -> f64
{
    -v
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action54<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action55<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
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
fn __action56<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action57<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, _, _): (usize, Tok, usize),
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
    warnings: &'w mut Vec<Problem>,
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
fn __action59<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    (_, __0, _): (usize, Expr, usize),
) -> Expr
{
    __0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action60<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
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
fn __action61<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
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
fn __action62<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __lookbehind: &usize,
    __lookahead: &usize,
) -> usize
{
    *__lookbehind
}

#[allow(unused_variables)]
#[allow(clippy::needless_lifetimes)]
fn __action63<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
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
fn __action64<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, f64, usize),
    __1: (usize, usize, usize),
) -> Expr
{
    let __start0 = __0.0.clone();
    let __end0 = __0.0.clone();
    let __temp0 = __action63(
        input,
        warnings,
        misplaced,
        &__start0,
        &__end0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action60(
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
fn __action65<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Tok, usize),
    __1: (usize, Expr, usize),
    __2: (usize, Tok, usize),
    __3: (usize, usize, usize),
) -> Expr
{
    let __start0 = __0.0.clone();
    let __end0 = __0.0.clone();
    let __temp0 = __action63(
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
        __2,
        __3,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action66<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, RollOp, usize),
    __1: (usize, usize, usize),
) -> Span
{
    let __start0 = __0.0.clone();
    let __end0 = __0.0.clone();
    let __temp0 = __action63(
        input,
        warnings,
        misplaced,
        &__start0,
        &__end0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action25(
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
fn __action67<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, RollOp, usize),
    __2: (usize, usize, usize),
    __3: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __0.2.clone();
    let __end0 = __1.0.clone();
    let __temp0 = __action63(
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
fn __action68<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Tok, usize),
    __1: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __0.0.clone();
    let __end0 = __0.0.clone();
    let __temp0 = __action63(
        input,
        warnings,
        misplaced,
        &__start0,
        &__end0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action55(
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
fn __action69<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Tok, usize),
    __1: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __0.0.clone();
    let __end0 = __0.0.clone();
    let __temp0 = __action63(
        input,
        warnings,
        misplaced,
        &__start0,
        &__end0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action17(
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
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, f64, usize),
) -> Expr
{
    let __start0 = __0.2.clone();
    let __end0 = __0.2.clone();
    let __temp0 = __action62(
        input,
        warnings,
        misplaced,
        &__start0,
        &__end0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action64(
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
fn __action71<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Tok, usize),
    __1: (usize, Expr, usize),
    __2: (usize, Tok, usize),
) -> Expr
{
    let __start0 = __2.2.clone();
    let __end0 = __2.2.clone();
    let __temp0 = __action62(
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
        __1,
        __2,
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
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
) -> Expr
{
    let __start0 = __1.2.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action62(
        input,
        warnings,
        misplaced,
        &__start0,
        &__end0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action58(
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
fn __action73<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, RollOp, usize),
) -> Span
{
    let __start0 = __0.2.clone();
    let __end0 = __0.2.clone();
    let __temp0 = __action62(
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
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, RollOp, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __1.2.clone();
    let __end0 = __2.0.clone();
    let __temp0 = __action62(
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
        __1,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action75<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, RollKind, usize),
    __2: (usize, RollSides, usize),
) -> Expr
{
    let __start0 = __2.2.clone();
    let __end0 = __2.2.clone();
    let __temp0 = __action62(
        input,
        warnings,
        misplaced,
        &__start0,
        &__end0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action42(
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
fn __action76<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action3(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action1(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action77<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action4(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action1(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action78<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action5(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action1(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action79<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action6(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action1(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action80<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action7(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action1(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action81<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action8(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action1(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action82<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action9(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action1(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action83<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, RollSides, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action43(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action75(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action84<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, RollSides, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action44(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action75(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action85<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, RollSides, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action45(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action75(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action86<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, RollSides, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action46(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action75(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action87<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Tok, usize),
) -> Span
{
    let __start0 = __0.0.clone();
    let __end0 = __0.2.clone();
    let __temp0 = __action28(
        input,
        warnings,
        misplaced,
        __0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action73(
        input,
        warnings,
        misplaced,
        __temp0,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action88<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Tok, usize),
) -> Span
{
    let __start0 = __0.0.clone();
    let __end0 = __0.2.clone();
    let __temp0 = __action29(
        input,
        warnings,
        misplaced,
        __0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action73(
        input,
        warnings,
        misplaced,
        __temp0,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action89<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Tok, usize),
) -> Span
{
    let __start0 = __0.0.clone();
    let __end0 = __0.2.clone();
    let __temp0 = __action30(
        input,
        warnings,
        misplaced,
        __0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action73(
        input,
        warnings,
        misplaced,
        __temp0,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action90<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Tok, usize),
) -> Span
{
    let __start0 = __0.0.clone();
    let __end0 = __0.2.clone();
    let __temp0 = __action31(
        input,
        warnings,
        misplaced,
        __0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action73(
        input,
        warnings,
        misplaced,
        __temp0,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action91<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Tok, usize),
) -> Span
{
    let __start0 = __0.0.clone();
    let __end0 = __0.2.clone();
    let __temp0 = __action32(
        input,
        warnings,
        misplaced,
        __0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action73(
        input,
        warnings,
        misplaced,
        __temp0,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action92<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Tok, usize),
) -> Span
{
    let __start0 = __0.0.clone();
    let __end0 = __0.2.clone();
    let __temp0 = __action33(
        input,
        warnings,
        misplaced,
        __0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action73(
        input,
        warnings,
        misplaced,
        __temp0,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action93<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Tok, usize),
) -> Span
{
    let __start0 = __0.0.clone();
    let __end0 = __0.2.clone();
    let __temp0 = __action34(
        input,
        warnings,
        misplaced,
        __0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action73(
        input,
        warnings,
        misplaced,
        __temp0,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action94<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Tok, usize),
) -> Span
{
    let __start0 = __0.0.clone();
    let __end0 = __0.2.clone();
    let __temp0 = __action35(
        input,
        warnings,
        misplaced,
        __0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action73(
        input,
        warnings,
        misplaced,
        __temp0,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action95<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Tok, usize),
) -> Span
{
    let __start0 = __0.0.clone();
    let __end0 = __0.2.clone();
    let __temp0 = __action36(
        input,
        warnings,
        misplaced,
        __0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action73(
        input,
        warnings,
        misplaced,
        __temp0,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action96<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Tok, usize),
) -> Span
{
    let __start0 = __0.0.clone();
    let __end0 = __0.2.clone();
    let __temp0 = __action37(
        input,
        warnings,
        misplaced,
        __0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action73(
        input,
        warnings,
        misplaced,
        __temp0,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action97<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Tok, usize),
) -> Span
{
    let __start0 = __0.0.clone();
    let __end0 = __0.2.clone();
    let __temp0 = __action38(
        input,
        warnings,
        misplaced,
        __0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action73(
        input,
        warnings,
        misplaced,
        __temp0,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action98<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Tok, usize),
) -> Span
{
    let __start0 = __0.0.clone();
    let __end0 = __0.2.clone();
    let __temp0 = __action39(
        input,
        warnings,
        misplaced,
        __0,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action73(
        input,
        warnings,
        misplaced,
        __temp0,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action99<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action28(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action74(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action100<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action29(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action74(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action101<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action30(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action74(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action102<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action31(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action74(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action103<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action32(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action74(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action104<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action33(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action74(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action105<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action34(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action74(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action106<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action35(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action74(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action107<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action36(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action74(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action108<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action37(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action74(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action109<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action38(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action74(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action110<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __1.0.clone();
    let __end0 = __1.2.clone();
    let __temp0 = __action39(
        input,
        warnings,
        misplaced,
        __1,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action74(
        input,
        warnings,
        misplaced,
        __0,
        __temp0,
        __2,
    )
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action111<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Tok, usize),
) -> Expr
{
    let __start0 = __2.0.clone();
    let __end0 = __2.2.clone();
    let __temp0 = __action47(
        input,
        warnings,
        misplaced,
        __2,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action83(
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
fn __action112<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Tok, usize),
    __3: (usize, Vec<f64>, usize),
    __4: (usize, Tok, usize),
) -> Expr
{
    let __start0 = __2.0.clone();
    let __end0 = __4.2.clone();
    let __temp0 = __action48(
        input,
        warnings,
        misplaced,
        __2,
        __3,
        __4,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action83(
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
fn __action113<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __2.0.clone();
    let __end0 = __2.2.clone();
    let __temp0 = __action49(
        input,
        warnings,
        misplaced,
        __2,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action83(
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
fn __action114<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Tok, usize),
) -> Expr
{
    let __start0 = __2.0.clone();
    let __end0 = __2.2.clone();
    let __temp0 = __action47(
        input,
        warnings,
        misplaced,
        __2,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action84(
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
fn __action115<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Tok, usize),
    __3: (usize, Vec<f64>, usize),
    __4: (usize, Tok, usize),
) -> Expr
{
    let __start0 = __2.0.clone();
    let __end0 = __4.2.clone();
    let __temp0 = __action48(
        input,
        warnings,
        misplaced,
        __2,
        __3,
        __4,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action84(
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
fn __action116<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __2.0.clone();
    let __end0 = __2.2.clone();
    let __temp0 = __action49(
        input,
        warnings,
        misplaced,
        __2,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action84(
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
fn __action117<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Tok, usize),
) -> Expr
{
    let __start0 = __2.0.clone();
    let __end0 = __2.2.clone();
    let __temp0 = __action47(
        input,
        warnings,
        misplaced,
        __2,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action85(
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
fn __action118<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Tok, usize),
    __3: (usize, Vec<f64>, usize),
    __4: (usize, Tok, usize),
) -> Expr
{
    let __start0 = __2.0.clone();
    let __end0 = __4.2.clone();
    let __temp0 = __action48(
        input,
        warnings,
        misplaced,
        __2,
        __3,
        __4,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action85(
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
fn __action119<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __2.0.clone();
    let __end0 = __2.2.clone();
    let __temp0 = __action49(
        input,
        warnings,
        misplaced,
        __2,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action85(
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
fn __action120<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Tok, usize),
) -> Expr
{
    let __start0 = __2.0.clone();
    let __end0 = __2.2.clone();
    let __temp0 = __action47(
        input,
        warnings,
        misplaced,
        __2,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action86(
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
fn __action121<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Tok, usize),
    __3: (usize, Vec<f64>, usize),
    __4: (usize, Tok, usize),
) -> Expr
{
    let __start0 = __2.0.clone();
    let __end0 = __4.2.clone();
    let __temp0 = __action48(
        input,
        warnings,
        misplaced,
        __2,
        __3,
        __4,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action86(
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
fn __action122<
    'w,
>(
    input: &str,
    warnings: &'w mut Vec<Problem>,
    misplaced: &'w mut Option<Span>,
    __0: (usize, Expr, usize),
    __1: (usize, Tok, usize),
    __2: (usize, Expr, usize),
) -> Expr
{
    let __start0 = __2.0.clone();
    let __end0 = __2.2.clone();
    let __temp0 = __action49(
        input,
        warnings,
        misplaced,
        __2,
    );
    let __temp0 = (__start0, __temp0, __end0);
    __action86(
        input,
        warnings,
        misplaced,
        __0,
        __1,
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
