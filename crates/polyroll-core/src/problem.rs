//! What went wrong (or what to warn about), as a value: an id and typed arguments, so a
//! front end can word it in the reader's language. The engine itself knows no locale; its
//! English wording (`Display`) serves the CLI, logs and JSON, and is the reference every
//! translation follows.

use std::fmt;

/// One argument of a problem, typed so a translation can choose plural forms by number and
/// word nested problems in its own language.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Number(f64),
    /// Text as the user typed it (a formula, a name, a character): never translated.
    Text(String),
    /// A problem inside another (an error in an alias, in a judged subject).
    Problem(Box<Problem>),
    /// What a parser looked for.
    Expected(Expected),
}

/// Numbers of every width the problems carry become [`Arg::Number`]: a translation only
/// needs their value, to print and to choose a plural form (`as` is exact for the counts
/// and limits involved, far below 2^53).
macro_rules! number_args {
    ($($int:ty),+) => {$(
        impl From<&$int> for Arg {
            fn from(v: &$int) -> Self {
                Arg::Number(*v as f64)
            }
        }
    )+};
}

number_args!(usize, u64, i64, i128);

impl From<&f64> for Arg {
    fn from(v: &f64) -> Self {
        Arg::Number(*v)
    }
}
impl From<&String> for Arg {
    fn from(v: &String) -> Self {
        Arg::Text(v.clone())
    }
}
impl From<&&'static str> for Arg {
    fn from(v: &&'static str) -> Self {
        Arg::Text((*v).to_string())
    }
}
impl From<&char> for Arg {
    fn from(v: &char) -> Self {
        Arg::Text(v.to_string())
    }
}
impl From<&Box<Problem>> for Arg {
    fn from(v: &Box<Problem>) -> Self {
        Arg::Problem(v.clone())
    }
}
impl From<&Expected> for Arg {
    fn from(v: &Expected) -> Self {
        Arg::Expected(*v)
    }
}

/// Declares an enum of problems in one table: each variant with its id, its fields (the
/// arguments, by name) and its English wording, so the three can never drift apart. The
/// English wording must use every field (`format!` refuses an unused one).
macro_rules! worded {
    (
        $(#[$enum_meta:meta])*
        pub enum $name:ident {
            $(
                $(#[$meta:meta])*
                $variant:ident $({ $($field:ident : $ty:ty),* $(,)? })? = $id:literal => $english:literal,
            )*
        }
    ) => {
        $(#[$enum_meta])*
        pub enum $name {
            $( $(#[$meta])* $variant $({ $($field: $ty),* })?, )*
        }

        impl $name {
            /// Every id with the names of its arguments: what a translation must cover.
            pub const ALL: &'static [(&'static str, &'static [&'static str])] =
                &[$( ($id, &[$($(stringify!($field)),*)?]) ),*];

            /// The stable id of this problem (the key of its translations).
            pub fn id(&self) -> &'static str {
                match self {
                    $( $name::$variant { .. } => $id, )*
                }
            }

            /// The arguments by name, in the order they are declared.
            #[allow(unused_variables)]
            pub fn args(&self) -> Vec<(&'static str, Arg)> {
                match self {
                    $( $name::$variant $({ $($field),* })? => vec![
                        $($( (stringify!($field), Arg::from($field)) ),*)?
                    ], )*
                }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $( $name::$variant $({ $($field),* })? =>
                        write!(f, $english $($(, $field = $field)*)?), )*
                }
            }
        }
    };
}

worded! {
    /// What a parser looked for where it found something else (or the end).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Expected {
        Number = "number" => "a number",
        NumberOrParen = "number-or-paren" => "a number or '('",
        FaceValue = "face-value" => "a face value",
        StandardOperand = "standard-operand" => "a number, a die or a bracket",
        PoolOperand = "pool-operand" => "a number, dice, a text or a list",
        Sides = "sides" => "the number of sides",
        Function = "function" => "a function",
        StatementNumber = "statement-number" => "a statement number",
        Separator = "separator" => "';' or ',' between statements",
        ConditionInBrackets = "condition-in-brackets" => "a condition in brackets, like [>=15]",
        ColonAfterScope = "colon-after-scope" => "':' after the scope",
        CloseCondition = "close-condition" => "']' to close the condition",
        CloseParen = "close-paren" => "')'",
        CloseBracket = "close-bracket" => "']'",
        CommaOrParen = "comma-or-paren" => "',' or ')'",
        CommaOrBracket = "comma-or-bracket" => "',' or ']'",
        CommaOrBrace = "comma-or-brace" => "',' or '}}'",
        RepeatCount = "repeat-count" => "',' and how many times to repeat",
        CloseRepeat = "close-repeat" => "')' to close repeat()",
        CloseBranch = "close-branch" => "'}}' to close the branch",
        CaseBranch = "case-branch" => "'{{' and the branch of this case",
        IfConditionComma = "if-condition-comma" => "',' after the condition of if()",
        IfElseComma = "if-else-comma" => "',' before the else branch of if()",
        CloseIf = "close-if" => "')' to close if()",
        NumberAfterNotEqual = "number-after-not-equal" => "a number after !=",
        NumberAfterMinMax = "number-after-min-max" => "a number after min/max",
        NumberAfterComparison = "number-after-comparison" => "a number after the comparison",
    }
}

worded! {
    /// Everything the engine refuses or warns about. Errors and warnings share the type: a
    /// warning is a problem the engine worked around.
    #[derive(Clone, Debug, PartialEq)]
    pub enum Problem {
        // Reading a formula, every dialect.
        NoFormula = "no-formula" => "there is no formula",
        EndsEarly = "ends-early" => "the formula ends too early",
        EndsEarlyExpected { expected: Expected } = "ends-early-expected"
            => "the formula ends too early: expected {expected}",
        ExpectedFound { expected: Expected, found: String } = "expected-found"
            => "expected {expected}, found '{found}'",
        Unexpected { found: String } = "unexpected" => "unexpected '{found}'",
        UnexpectedText = "unexpected-text" => "unexpected text",
        UnexpectedAfterFormula { found: String } = "unexpected-after-formula"
            => "unexpected '{found}' after the formula; write a label as (text) at the end or after #",
        BracketNeverClosed = "bracket-never-closed" => "this bracket is never closed",
        BracketNeverClosedExpected { expected: Expected } = "bracket-never-closed-expected"
            => "this bracket is never closed: expected {expected}",
        BracketClosesNothing = "bracket-closes-nothing" => "this bracket closes nothing",
        FaceListNeverClosed = "face-list-never-closed" => "this list of faces is never closed",
        ModifierNeedsRoll = "modifier-needs-roll"
            => "a roll modifier needs a roll on its left, like 4d6h3",
        RollNeedsCount = "roll-needs-count" => "a roll needs its number of dice, like 1d20",
        NothingUnderstood = "nothing-understood"
            => "nothing here could be understood as a formula",
        CommentNotFormula = "comment-not-formula"
            => "comments are not part of a formula; put a label after #",
        ComparisonOutside = "comparison-outside"
            => "a comparison needs if(), or must touch a die to count successes",
        BracketNeedsOperator = "bracket-needs-operator"
            => "a formula in brackets after the formula needs an operator before it",
        FunctionNeedsBracket { function: &'static str } = "function-needs-bracket"
            => "{function}() needs its bracket right after the name",
        FunctionTakesOne { function: &'static str } = "function-takes-one"
            => "{function}() takes one argument",
        FunctionTakesExactly { function: &'static str, count: usize } = "function-takes-exactly"
            => "{function}() takes {count} arguments",
        FunctionTakesAtLeast { function: &'static str, count: usize } = "function-takes-at-least"
            => "{function}() takes {count} or more arguments",
        IfConditionRolls = "if-condition-rolls"
            => "the condition of if() cannot roll dice: it must come down to a number",
        DieNeedsSides = "die-needs-sides"
            => "a die needs its sides right after the d: a number, %, F or a bracket",
        GroupModifiers = "group-modifiers"
            => "a group can keep, drop, count successes and sort; explode, reroll, unique, min and max belong on its dice",
        FailuresNeedCompare = "failures-need-compare"
            => "f counts failures and needs a compare point, like f<3",
        CountGluedToHash { count: String, formula: String } = "count-glued-to-hash"
            => "'{count}#' does not roll {count} times here (a number glued to # would only label the number {count}); to roll {formula} several times write repeat({formula}, {count}) in the pool notation",
        CountGluedToHashCopies { count: String, formula: String, copies: String } = "count-glued-to-hash-copies"
            => "'{count}#' does not roll {count} times here (a number glued to # would only label the number {count}); to roll {formula} several times write {copies} (each roll shown), or repeat({formula}, {count}) in the pool notation",

        // The pool notation's reading.
        EmptyStatement = "empty-statement"
            => "an empty statement: write something between the separators",
        CommentHoldsNoQuote = "comment-holds-no-quote"
            => "a comment in brackets holds no quote, # or bracket",
        TextNeverClosed = "text-never-closed" => "this text is never closed: expected '\"'",
        ElementNumberTooLarge = "element-number-too-large" => "this element number is too large",
        WrittenTwice { found: char } = "written-twice" => "'{found}' is written twice",
        ListNeedsBrackets = "list-needs-brackets"
            => "a list needs its items in brackets right after the L, like L[sword,bow]",
        UniqueDrawTooMany { count: f64, items: usize } = "unique-draw-too-many"
            => "u draws {count} different items, but the list has only {items}",
        ListNeverClosed = "list-never-closed" => "this list is never closed: expected ']'",
        EmptyItem = "empty-item" => "an empty item: write something between the commas",
        WeightForm = "weight-form" => "a weight is a whole number in brackets, like sword[2]",
        WeightRange = "weight-range" => "a weight is from 1 to 1000000",
        ItemExpectedFound { found: char } = "item-expected-found"
            => "expected ',' or ']' after the item, found '{found}'",
        ItemNeverClosed = "item-never-closed" => "this item is never closed: expected '\"'",
        WeightedAndIntervals = "weighted-and-intervals"
            => "a list is weighted or on intervals, not both",
        IntervalMissing = "interval-missing"
            => "every item of a list on intervals needs its interval, like 1..2:sword",
        IntervalEmpty { low: i64, high: i64 } = "interval-empty"
            => "the interval {low}..{high} is empty: write the lower bound first",
        IntervalTooWide = "interval-too-wide" => "an interval is at most 10^9 wide",
        IntervalGap { after: i64, next: i128 } = "interval-gap"
            => "a gap between the intervals: after {after} the next one must start at {next}",
        IntervalOverlap { after: i64, next: i128 } = "interval-overlap"
            => "an overlap between the intervals: after {after} the next one must start at {next}",
        RolledDiceOnlyJudged { modifier: String } = "rolled-dice-only-judged"
            => "'{modifier}' rolls dice again; dice already rolled (@, b[…], m[…], groups) only take modifiers that judge them: keep, drop, successes, filters, sorts, critical marks",
        RerollOneComparison = "reroll-one-comparison"
            => "a reroll or an explosion takes one comparison, like [<2] or [6]",
        SuccessesNeedCondition = "successes-need-condition"
            => "c counts successes and needs a condition, like [>=6]",
        FailuresNeedCondition = "failures-need-condition"
            => "f counts failures or filters and needs a condition, like [>=6]",
        ScopeOnlyInBranch = "scope-only-in-branch"
            => "the scopes all:, any: and total: belong only in a branch condition, like 3d6i[all:>=4]{{…}}",
        RangeEmpty { low: f64, high: f64 } = "range-empty"
            => "the range {low}..{high} is empty: write the lower bound first",
        NeedsStatementNumber { sign: &'static str } = "needs-statement-number"
            => "{sign} needs a statement number, like 1",
        StatementsFromOne = "statements-from-one" => "statements are numbered from 1",
        FirstStatementReads = "first-statement-reads"
            => "the first statement cannot read another: references point only backwards",
        StatementNotEarlier { number: f64, last: usize } = "statement-not-earlier"
            => "statement {number} is not before this one: references point only backwards (here 1 to {last})",
        StatementMerged { number: usize } = "statement-merged"
            => "statement {number} was merged: its dice can be neither bound nor merged again",
        BindNeedsBrackets = "bind-needs-brackets"
            => "b and m take statement numbers in brackets, like b[1,2]",
        StatementNamedTwice { number: usize } = "statement-named-twice"
            => "statement {number} is named twice",

        // Rolling the pool notation.
        OutputTooLarge { items: usize, bytes: usize } = "output-too-large"
            => "the results together would hold more than {items} list items or {bytes} bytes of text",
        TextHasNoNumber = "text-has-no-number"
            => "this is a text: it has no number to count with or to judge",
        ListHasNoNumber = "list-has-no-number"
            => "this is a list: it has no number to count with or to judge",
        DiceNotRolled = "dice-not-rolled" => "these dice could not be rolled",
        StatementNotBefore { number: usize } = "statement-not-before"
            => "statement {number} is not before this one",
        StatementHasNoDice { number: usize } = "statement-has-no-dice"
            => "statement {number} gave a text or a list: it has no dice",
        NoDiceBeforeAt = "no-dice-before-at"
            => "there are no dice before @ in this statement; @1 names the dice of statement 1",
        JudgeTooMany { max: usize } = "judge-too-many"
            => "the dice sets of this formula would judge more than {max} dice again",
        StatementTextNoElements { number: usize } = "statement-text-no-elements"
            => "statement {number} gave a text: it has no elements",
        NoSuchElement { number: usize, count: usize, index: usize } = "no-such-element"
            => "statement {number} has {count} elements, numbered from 0: there is no element {index}",
        NoSubject = "no-subject"
            => "%1 and %2 speak of a branch's subject or of the statement before, and there is neither here",
        WeightsTooLarge = "weights-too-large" => "the list's weights are too large",
        IntervalsTooLarge = "intervals-too-large" => "the list's intervals are too large",
        OnlyNumberJudged { problem: Box<Problem> } = "only-number-judged"
            => "{problem}; only a number can be judged",
        TextTooLong { max: usize } = "text-too-long" => "this text would be longer than {max} bytes",
        ListTooLong { max: usize } = "list-too-long" => "this list would hold more than {max} items",
        PoolTooManyDice { max: usize } = "pool-too-many-dice"
            => "this formula rolls more than {max} dice (list draws and repetitions count)",
        NoSingleNumber = "no-single-number"
            => "this pool formula reads statements, makes texts or lists, or branches: it can be rolled, but it has no single-number form",
        NoNumericTotal = "no-numeric-total"
            => "this pool formula has no statement with a numeric total",

        // Limits.
        TooLong { chars: usize, max: usize } = "too-long"
            => "the formula is {chars} characters long; the limit is {max}",
        TooDeep { max: usize } = "too-deep" => "more than {max} levels of brackets",
        TooDeepPool { max: usize } = "too-deep-pool"
            => "more than {max} levels of brackets, signs and powers",
        TooManyDice { max: usize } = "too-many-dice" => "more than {max} dice in one formula",
        DiceOverLimit { count: f64, max: usize } = "dice-over-limit"
            => "{count} dice is more than the limit of {max} in one formula",
        FormulaTooManyDice { max: usize } = "formula-too-many-dice"
            => "this formula rolls more than {max} dice",
        MessageTooManyDice { max: usize } = "message-too-many-dice"
            => "more than {max} dice in all the rolls of one message together",
        TooManySteps { max: usize } = "too-many-steps"
            => "this formula would take more than {max} steps to roll (an alias counts its whole formula at every use, a repetition at every pass)",
        Stopped = "stopped" => "stopped before it was done: it took too long, or the bot is restarting",
        RerolledEveryFace = "rerolled-every-face" => "this die would be rerolled on every face",
        ExplodesEveryFace = "explodes-every-face" => "this die would explode on every face",
        DieSidesTooMany = "die-sides-too-many" => "a die may have at most 10^12 sides",

        // Arithmetic.
        DieSidesTooFew { sides: f64 } = "die-sides-too-few"
            => "a die needs at least 1 side, not {sides}",
        NotANumber = "not-a-number" => "the result is not a number",
        NumberTooLarge = "number-too-large" => "the number is too large",
        DivisionByZero = "division-by-zero" => "division by zero",
        RemainderByZero = "remainder-by-zero" => "remainder of a division by zero",
        ZeroNegativePower = "zero-negative-power" => "zero to a negative power",
        NegativeSquareRoot = "negative-square-root" => "the square root of a negative number",
        LogarithmNotPositive = "logarithm-not-positive"
            => "the logarithm of a number that is not positive",
        FactorialNotWhole = "factorial-not-whole"
            => "the factorial needs a whole number of at least 0",
        FactorialTooLarge { value: f64 } = "factorial-too-large" => "{value}! is too large",

        // Variables (saved aliases read inside a formula).
        UnknownVariable { name: String } = "unknown-variable" => "unknown variable [{name}]",
        InVariable { name: String, formula: String, problem: Box<Problem> } = "in-variable"
            => "in [{name}] = {formula}: {problem}",
        VariableCycle { chain: String } = "variable-cycle"
            => "variables refer to each other in a circle: {chain}",
        VariablesTooDeep { max: usize } = "variables-too-deep"
            => "variables nest more than {max} deep",
        VariableTakesArguments { name: String, params: String } = "variable-takes-arguments"
            => "[{name}] takes arguments ({params}): roll it on its own, as {name} followed by them",
        VariableEmpty { name: String } = "variable-empty" => "[{name}] holds no formula",

        // Scripted faces (tests, replays).
        NoFaces = "no-faces" => "a die needs at least one face",
        FacesRanOut { count: usize } = "faces-ran-out"
            => "ran out of scripted faces after {count} dice",
        FaceImpossible { face: f64, die: String } = "face-impossible"
            => "scripted face {face} cannot come up on this die ({die})",

        // Warnings: the formula was rolled, with this worked around.
        BracketClosedAtEnd { at: usize } = "bracket-closed-at-end"
            => "the bracket at {at} is never closed; closed at the end",
        Ignored { text: String } = "ignored" => "ignored '{text}': it could not be understood",
        FactorialSides { text: String } = "factorial-sides"
            => "{text}: in dndice ! is a factorial and binds tighter than d, so the die has that many sides",
        ResultLimited { value: f64, limited: f64, low: f64, high: f64 } = "result-limited"
            => "the result {value} was limited to {limited} (diceplus keeps {low}..{high})",
        UnknownKeyword { name: String } = "unknown-keyword" => "unknown keyword '{name}' counts 0",
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    #[test]
    fn ids_are_unique() {
        for all in [Problem::ALL, Expected::ALL] {
            let ids: BTreeSet<&str> = all.iter().map(|(id, _)| *id).collect();
            assert_eq!(ids.len(), all.len());
        }
    }

    #[test]
    fn english_wording_fills_in_the_arguments() {
        let p = Problem::InVariable {
            name: "str".into(),
            formula: "1/0".into(),
            problem: Box::new(Problem::DivisionByZero),
        };
        assert_eq!(p.to_string(), "in [str] = 1/0: division by zero");
        assert_eq!(p.id(), "in-variable");
        let names: Vec<&str> = p.args().iter().map(|(n, _)| *n).collect();
        assert_eq!(names, ["name", "formula", "problem"]);
        let p = Problem::ExpectedFound {
            expected: Expected::CommaOrBrace,
            found: "x".into(),
        };
        assert_eq!(p.to_string(), "expected ',' or '}', found 'x'");
    }
}
