//! The one tree every dialect lowers to. Spans point into the original input.

use crate::error::Span;
use crate::problem::Problem;

mod spare;
pub(crate) use spare::SpareBoxes;

/// A program's statements: one inline (every dialect but pool writes one), so a parse
/// allocates no list for it.
pub type Statements = smallvec::SmallVec<[Statement; 1]>;

#[derive(Clone, Debug, PartialEq, Default)]
pub struct Program {
    pub statements: Statements,
    /// What the parser passed over without refusing (diceplus ignores what it cannot
    /// understand, and says so).
    pub warnings: Vec<Problem>,
    /// What the engine learns once about the program and reuses on every roll.
    pub(crate) facts: Facts,
}

impl Program {
    /// A program of these statements; the facts are learnt when first needed.
    pub(crate) fn new(statements: Statements, warnings: Vec<Problem>) -> Self {
        Program {
            statements,
            warnings,
            facts: Facts::default(),
        }
    }

    /// Empties this program, keeping its lists' heap memory.
    pub(crate) fn clear(&mut self) {
        self.statements.clear();
        self.warnings.clear();
        self.facts = Facts::default();
    }
}

/// Facts about a parsed program, kept beside the tree so rolling it again redoes nothing.
/// They are never part of its meaning: two programs that mean the same are equal whatever
/// their facts hold.
#[derive(Clone, Debug, Default)]
pub(crate) struct Facts {
    /// Whether any statement reads a variable or keyword: `None` until the parse's static
    /// check has walked the tree, or its parser noted it with the literal dice count
    /// within the limit (then rolls skip variable resolution when it is `false`).
    pub reads_variables: Option<bool>,
    pub canonical: std::sync::OnceLock<std::sync::Arc<str>>,
}

/// The static facts a parser notes as it builds the tree.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct StaticFacts {
    /// Whether a variable or keyword occurs.
    pub reads_variables: bool,
    /// The literal dice count of every dice term, summed as the static check sums it.
    pub dice: f64,
}

impl StaticFacts {
    /// Counts the dice term `d` as the static check does: a literal count (one when none
    /// is written), when the count or the sides are written (`d(e)` counts none here).
    pub fn count_dice(&mut self, d: &Dice) {
        let n = match &d.count {
            Count::One => 1.0,
            Count::Number(n, _) => n.floor().max(0.0),
            Count::Expr(_) => 0.0,
        };
        let literal_sides = !matches!(&d.sides, Sides::Expr(_));
        if literal_sides || !matches!(d.count, Count::One) {
            self.dice += n;
        }
    }
}

impl PartialEq for Facts {
    fn eq(&self, _: &Facts) -> bool {
        true
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Statement {
    pub label: Option<String>,
    pub expr: Expr,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    Number(f64),
    Dice(Box<Dice>),
    Group(Box<Group>),
    Neg(Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    Call(Func, Vec<Expr>),
    /// `[name]`: a variable, already trimmed and lower-cased.
    Var(String),
    /// A diceplus keyword (`level`, `"Half-Elf"`), lower-cased: read from the variables,
    /// an unknown one counts 0 with a warning.
    Keyword(String),
    /// `(e)`: kept so the canonical form shows the user's grouping.
    Paren(Box<Expr>),
    /// `[e]`: evaluated first, its dice rolled at once.
    Bracket(Box<Expr>),
    /// `if(cond, then, else)`: only the chosen branch rolls.
    If(Box<Cond>, Box<Expr>, Box<Expr>),
    /// A dndice roll: `xdy`, `xday`, `xdcy`, `xdmy` and its chained modifiers.
    Roll(Box<Roll>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RollKind {
    /// `d`: roll them.
    Normal,
    /// `da`: the unrounded average, nothing rolled.
    Average,
    /// `dc`: a critical hit, twice the dice.
    Critical,
    /// `dm`: every die at its maximum, nothing rolled.
    Maximum,
}

#[derive(Clone, Debug, PartialEq)]
pub enum RollSides {
    Expr(Expr),
    /// `[1, 5, 10]`: one face per value.
    List(Vec<f64>),
    Fate,
}

/// A dndice modifier, applied left to right: `6d6t4h3`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RollOp {
    /// `h n` / `l n`: keep the n highest / lowest.
    Keep(Which),
    /// `f n`: faces below n become n.
    Floor,
    /// `c n`: faces above n become n.
    Ceiling,
    /// `r…` once / `R…` until it no longer matches: the compare is = < or > n.
    Reroll { again: bool, op: CmpOp },
    /// `t n` (≥ n) / `T n` (≤ n): each die becomes 1 or 0.
    Threshold(CmpOp),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Roll {
    pub count: Expr,
    pub kind: RollKind,
    pub sides: RollSides,
    pub ops: Vec<(RollOp, Expr, Span)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    /// Exact division.
    Div,
    /// Remainder with the divisor's sign.
    Mod,
    /// Right-associative power.
    Pow,
    /// Integer division truncating toward zero; by zero gives 0 (diceplus).
    IntDiv,
    /// Remainder with the dividend's sign; by zero gives 0 (diceplus).
    IntRem,
    BitAnd,
    BitOr,
    /// `^` in diceplus: exclusive or, never a power.
    BitXor,
    LogicAnd,
    LogicOr,
    LogicXor,
    /// A comparison giving 1 or 0.
    Cmp(CmpOp),
    /// `a |< b`: the larger (a floor of a).
    AtLeast,
    /// `a >| b`: the smaller (a ceiling of a).
    AtMost,
}

impl BinOp {
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Mod => "%",
            BinOp::Pow => "^",
            BinOp::IntDiv => "/",
            BinOp::IntRem => "%",
            BinOp::BitAnd => "&",
            BinOp::BitOr => "|",
            BinOp::BitXor => "^",
            BinOp::LogicAnd => "&&",
            BinOp::LogicOr => "||",
            BinOp::LogicXor => "^^",
            BinOp::Cmp(CmpOp::Eq) => "==",
            BinOp::Cmp(op) => op.symbol(),
            BinOp::AtLeast => "|<",
            BinOp::AtMost => ">|",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Func {
    Floor,
    Ceil,
    Round,
    Min,
    Max,
    Abs,
    Pow,
    Sqrt,
    Sign,
    Exp,
    Log,
    Sin,
    Cos,
    Tan,
    /// `x!` in dndice.
    Factorial,
}

impl Func {
    pub const ALL: [Func; 14] = [
        Func::Floor,
        Func::Ceil,
        Func::Round,
        Func::Min,
        Func::Max,
        Func::Abs,
        Func::Pow,
        Func::Sqrt,
        Func::Sign,
        Func::Exp,
        Func::Log,
        Func::Sin,
        Func::Cos,
        Func::Tan,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Func::Floor => "floor",
            Func::Ceil => "ceil",
            Func::Round => "round",
            Func::Min => "min",
            Func::Max => "max",
            Func::Abs => "abs",
            Func::Pow => "pow",
            Func::Sqrt => "sqrt",
            Func::Sign => "sign",
            Func::Exp => "exp",
            Func::Log => "log",
            Func::Sin => "sin",
            Func::Cos => "cos",
            Func::Tan => "tan",
            Func::Factorial => "factorial",
        }
    }

    /// Refuses a call with the wrong number of arguments, naming how many it takes.
    pub fn check_arity(self, given: usize, span: Span) -> Result<(), crate::Error> {
        let (least, most) = self.arity();
        if given >= least && given <= most {
            return Ok(());
        }
        let function = self.name();
        let problem = match (least, most) {
            (1, 1) => Problem::FunctionTakesOne { function },
            (count, most) if count == most => Problem::FunctionTakesExactly { function, count },
            (count, _) => Problem::FunctionTakesAtLeast { function, count },
        };
        Err(crate::Error::syntax(problem, span))
    }

    /// (least, most) arguments.
    pub fn arity(self) -> (usize, usize) {
        match self {
            Func::Min | Func::Max => (2, usize::MAX),
            Func::Pow => (2, 2),
            _ => (1, 1),
        }
    }
}

/// A condition of `if()`: comparisons joined by `and`, `or`, `not`; a bare value is true
/// when non-zero.
#[derive(Clone, Debug, PartialEq)]
pub enum Cond {
    Value(Expr),
    Compare(CmpOp, Expr, Expr),
    Not(Box<Cond>),
    And(Box<Cond>, Box<Cond>),
    Or(Box<Cond>, Box<Cond>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpOp {
    Eq,
    Ne,
    Gt,
    Lt,
    Ge,
    Le,
}

impl CmpOp {
    pub fn test(self, a: f64, b: f64) -> bool {
        match self {
            CmpOp::Eq => a == b,
            CmpOp::Ne => a != b,
            CmpOp::Gt => a > b,
            CmpOp::Lt => a < b,
            CmpOp::Ge => a >= b,
            CmpOp::Le => a <= b,
        }
    }
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Eq => "=",
            CmpOp::Ne => "!=",
            CmpOp::Gt => ">",
            CmpOp::Lt => "<",
            CmpOp::Ge => ">=",
            CmpOp::Le => "<=",
        }
    }
}

/// A compare point: `>=9`, `=1`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Compare {
    pub op: CmpOp,
    pub value: f64,
}

impl Compare {
    pub fn test(&self, v: f64) -> bool {
        self.op.test(v, self.value)
    }
}

/// A die's sides. A literal (nearly every die) is kept as its value, not as a tree: the
/// die then holds no expression to build, walk or drop.
#[derive(Clone, Debug, PartialEq)]
pub enum Sides {
    /// `dS` with S a literal number, and where it stands; floored, ≥ 1.
    Number(f64, Span),
    /// `dS` with S any other expression (`(e)`, a call or a variable); floored, ≥ 1.
    Expr(Expr),
    /// `d%`: 1..=100.
    Percent,
    /// `dF`: -1, 0, +1.
    Fate,
}

impl Sides {
    /// The sides `e`: a literal kept as its value.
    pub fn of(e: Expr) -> Sides {
        match e.kind {
            ExprKind::Number(v) => Sides::Number(v, e.span),
            _ => Sides::Expr(e),
        }
    }
}

/// How many dice a term rolls. A literal (nearly every die) is kept as its value, as
/// [`Sides`] keeps one.
#[derive(Clone, Debug, PartialEq)]
pub enum Count {
    /// Written without a count (`d20`): one die.
    One,
    /// A literal number, and where it stands.
    Number(f64, Span),
    /// Any other expression (`(1d4)d6`, `[n]d6`).
    Expr(Expr),
}

impl Count {
    /// The count `e`: a literal kept as its value.
    pub fn of(e: Expr) -> Count {
        match e.kind {
            ExprKind::Number(v) => Count::Number(v, e.span),
            _ => Count::Expr(e),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Dice {
    pub count: Count,
    pub sides: Sides,
    pub mods: Modifiers,
    /// What the term is, worked out once its modifiers are read ([`Dice::new`],
    /// [`Dice::settle`]), so a roll reads one flag instead of testing the count, the
    /// sides and every modifier at every roll.
    pub(crate) shape: Shape,
}

impl Dice {
    /// The term of `count` dice of `sides` with the modifiers `mods`, its shape known.
    /// Inline, so that the term is built where its caller puts it (a box), not built here
    /// and copied.
    #[inline]
    pub fn new(count: Count, sides: Sides, mods: Modifiers) -> Self {
        let mut dice = Dice {
            count,
            sides,
            mods,
            shape: Shape::default(),
        };
        dice.settle();
        dice
    }

    /// [`Dice::new`] in a box, built and settled in place (a term is a few hundred bytes:
    /// built first and then moved into its box, it is copied).
    #[inline]
    pub fn boxed(count: Count, sides: Sides, mods: Modifiers) -> Box<Dice> {
        let mut dice = Box::write(
            Box::new_uninit(),
            Dice {
                count,
                sides,
                mods,
                shape: Shape::default(),
            },
        );
        dice.settle();
        dice
    }

    /// Works out the term's shape again, once its count, sides and modifiers are written
    /// (a parser that reads the modifiers into the term calls it last).
    #[inline]
    pub fn settle(&mut self) {
        self.shape = Shape {
            plain: matches!(
                (&self.count, &self.sides),
                (Count::Number(..), Sides::Number(..))
            ) && self.mods.only_keep_drop(),
        };
    }

    /// The usual term: a literal count and sides, and no modifier but a keep or a drop
    /// (it rolls nothing but its own dice), as [`Dice::settle`] last found it.
    #[inline(always)]
    pub(crate) fn is_plain(&self) -> bool {
        self.shape.plain
    }
}

/// What a dice term is, for the roll to choose its path. The default, not plain, sends a
/// term down the general path, which is right for every term: a shape that was never
/// worked out costs speed, never a wrong roll. Never part of the term's meaning: two
/// terms that mean the same are equal whatever their shapes hold.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Shape {
    plain: bool,
}

impl PartialEq for Shape {
    fn eq(&self, _: &Shape) -> bool {
        true
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExplodeKind {
    /// `!`: each extra die stands on its own.
    Plain,
    /// `!!`: the chain adds into the die it came from.
    Compound,
    /// `!p`: every extra die counts one less.
    Penetrate,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Explode {
    pub kind: ExplodeKind,
    pub on: Option<Compare>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Reroll {
    /// `ro`/`uo`: at most once.
    pub once: bool,
    pub on: Option<Compare>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    Highest,
    Lowest,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct KeepDrop {
    pub which: Which,
    pub n: f64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SortOrder {
    Ascending,
    Descending,
}

/// The modifiers of a die or group. Whatever order they are written in, they apply in
/// the order of these fields; writing one kind twice keeps the last.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Modifiers {
    pub min: Option<f64>,
    pub max: Option<f64>,
    pub explode: Option<Explode>,
    pub reroll: Option<Reroll>,
    pub unique: Option<Reroll>,
    pub keep: Option<KeepDrop>,
    pub drop: Option<KeepDrop>,
    pub success: Option<Compare>,
    pub failure: Option<Compare>,
    /// `cs`: `Some(None)` is the default (the maximum face).
    pub crit_success: Option<Option<Compare>>,
    pub crit_failure: Option<Option<Compare>>,
    pub sort: Option<SortOrder>,
    /// Where each written modifier stands, for errors about it.
    pub span: Option<Span>,
}

impl Modifiers {
    /// No modifier at all. A property of the fields, not of the span: the pool parser and
    /// its lowering build modifier sets without a span.
    pub fn is_empty(&self) -> bool {
        self.only_keep_drop() && self.keep.is_none() && self.drop.is_none()
    }

    /// No modifier but a keep and a drop (either or both, or neither): nothing changes a
    /// face, draws another die, counts successes, marks crits or sorts. A property of the
    /// fields, as [`Modifiers::is_empty`] is.
    #[inline]
    pub fn only_keep_drop(&self) -> bool {
        let Modifiers {
            min,
            max,
            explode,
            reroll,
            unique,
            keep: _,
            drop: _,
            success,
            failure,
            crit_success,
            crit_failure,
            sort,
            span: _,
        } = self;
        min.is_none()
            && max.is_none()
            && explode.is_none()
            && reroll.is_none()
            && unique.is_none()
            && success.is_none()
            && failure.is_none()
            && crit_success.is_none()
            && crit_failure.is_none()
            && sort.is_none()
    }
    /// Modifiers that draw or change faces: not allowed on groups.
    pub fn has_face_modifiers(&self) -> bool {
        self.min.is_some()
            || self.max.is_some()
            || self.explode.is_some()
            || self.reroll.is_some()
            || self.unique.is_some()
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct GroupPart {
    pub expr: Expr,
    pub label: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Group {
    pub parts: Vec<GroupPart>,
    pub mods: Modifiers,
}

impl Expr {
    pub fn new(kind: ExprKind, span: Span) -> Self {
        Expr { kind, span }
    }

    /// Calls `f` on this expression and every expression inside it.
    pub fn walk(&self, f: &mut dyn FnMut(&Expr)) {
        self.visit(f)
    }

    /// [`Expr::walk`] for a known closure type: the engine's own walks, run on every
    /// roll, call it without dynamic dispatch.
    pub(crate) fn visit<F: FnMut(&Expr) + ?Sized>(&self, f: &mut F) {
        // Leaves do not recurse: no stack check needed.
        if matches!(
            self.kind,
            ExprKind::Number(_) | ExprKind::Var(_) | ExprKind::Keyword(_)
        ) {
            return f(self);
        }
        crate::limits::with_stack(|| self.walk_step(f))
    }

    fn walk_step<F: FnMut(&Expr) + ?Sized>(&self, f: &mut F) {
        f(self);
        match &self.kind {
            ExprKind::Number(_) | ExprKind::Var(_) | ExprKind::Keyword(_) => {}
            // A literal count or sides is no tree: nothing to visit.
            ExprKind::Dice(d) => {
                if let Count::Expr(c) = &d.count {
                    c.visit(f);
                }
                if let Sides::Expr(s) = &d.sides {
                    s.visit(f);
                }
            }
            ExprKind::Group(g) => g.parts.iter().for_each(|p| p.expr.visit(f)),
            ExprKind::Neg(e) | ExprKind::Paren(e) | ExprKind::Bracket(e) => e.visit(f),
            ExprKind::Binary(_, a, b) => {
                a.visit(f);
                b.visit(f);
            }
            ExprKind::Call(_, args) => args.iter().for_each(|a| a.visit(f)),
            ExprKind::If(c, t, e) => {
                c.visit(f);
                t.visit(f);
                e.visit(f);
            }
            ExprKind::Roll(r) => {
                r.count.visit(f);
                if let RollSides::Expr(s) = &r.sides {
                    s.visit(f);
                }
                r.ops.iter().for_each(|(_, n, _)| n.visit(f));
            }
        }
    }
}

impl Cond {
    pub fn walk(&self, f: &mut dyn FnMut(&Expr)) {
        self.visit(f)
    }

    pub(crate) fn visit<F: FnMut(&Expr) + ?Sized>(&self, f: &mut F) {
        match self {
            Cond::Value(e) => e.visit(f),
            Cond::Compare(_, a, b) => {
                a.visit(f);
                b.visit(f);
            }
            Cond::Not(c) => c.visit(f),
            Cond::And(a, b) | Cond::Or(a, b) => {
                a.visit(f);
                b.visit(f);
            }
        }
    }
}

/// Test support: whether every dice term of `program` has the shape its fields give (a
/// parser that forgot to settle a term, or a kept box that kept its old shape, fails).
#[cfg(test)]
pub(crate) fn shapes_settled(program: &Program) -> bool {
    fn dice_settled(d: &Dice) -> bool {
        let plain = matches!((&d.count, &d.sides), (Count::Number(..), Sides::Number(..)))
            && d.mods.only_keep_drop();
        let inner = match (&d.count, &d.sides) {
            (Count::Expr(c), Sides::Expr(s)) => settled(c) && settled(s),
            (Count::Expr(e), _) | (_, Sides::Expr(e)) => settled(e),
            _ => true,
        };
        d.is_plain() == plain && inner
    }
    fn cond_settled(c: &Cond) -> bool {
        match c {
            Cond::Value(e) => settled(e),
            Cond::Compare(_, a, b) => settled(a) && settled(b),
            Cond::Not(c) => cond_settled(c),
            Cond::And(a, b) | Cond::Or(a, b) => cond_settled(a) && cond_settled(b),
        }
    }
    fn settled(e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Dice(d) => dice_settled(d),
            ExprKind::Group(g) => g.parts.iter().all(|p| settled(&p.expr)),
            ExprKind::Neg(a) | ExprKind::Paren(a) | ExprKind::Bracket(a) => settled(a),
            ExprKind::Binary(_, a, b) => settled(a) && settled(b),
            ExprKind::Call(_, args) => args.iter().all(settled),
            ExprKind::If(c, a, b) => cond_settled(c) && settled(a) && settled(b),
            ExprKind::Number(_) | ExprKind::Var(_) | ExprKind::Keyword(_) | ExprKind::Roll(_) => {
                true
            }
        }
    }
    program.statements.iter().all(|s| settled(&s.expr))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_dialect_settles_the_shape_of_its_dice_terms() {
        let limits = crate::Limits::default();
        let cases = [
            (
                crate::Dialect::Standard,
                "4d6kh3 + d20 + 2d6dl1kh1 + {3d6, 2d8}kh1",
            ),
            (
                crate::Dialect::Standard,
                "4d6kh3! + 3d6r<2 + d% + 4dF + (1d4)d6 + 2d(3)",
            ),
            (
                crate::Dialect::Standard,
                "10d6>=5 + 3d6cs + 2d20min2 + 3d6sa + 5d6u",
            ),
            (crate::Dialect::Diceplus, "2d6 + 1d20 plus 4"),
            (crate::Dialect::Pool, "2d8! + 3d6"),
            (crate::Dialect::Pool, "4d6kh3"),
        ];
        for (dialect, text) in cases {
            let program = dialect.parse(text, &limits).expect("parses");
            assert!(shapes_settled(&program), "{dialect:?} {text}");
        }
    }

    #[test]
    fn emptiness_is_a_property_of_the_fields_not_the_span() {
        assert!(Modifiers::default().is_empty());
        let keep = Modifiers {
            keep: Some(KeepDrop {
                which: Which::Highest,
                n: 1.0,
            }),
            ..Modifiers::default()
        };
        assert!(!keep.is_empty(), "a keep without a span is a modifier");
        let only_span = Modifiers {
            span: Some(Span::new(0, 1)),
            ..Modifiers::default()
        };
        assert!(only_span.is_empty());
        let crit = Modifiers {
            crit_success: Some(None),
            ..Modifiers::default()
        };
        assert!(!crit.is_empty());
    }

    #[test]
    fn only_a_keep_and_a_drop_leave_modifiers_plain() {
        let kd = Some(KeepDrop {
            which: Which::Highest,
            n: 1.0,
        });
        let plain = Modifiers {
            keep: kd,
            drop: kd,
            span: Some(Span::new(0, 1)),
            ..Modifiers::default()
        };
        assert!(plain.only_keep_drop());
        assert!(Modifiers::default().only_keep_drop());
        const RULE: Option<Reroll> = Some(Reroll {
            once: false,
            on: None,
        });
        const CMP: Option<Compare> = Some(Compare {
            op: CmpOp::Eq,
            value: 1.0,
        });
        let others: [fn(&mut Modifiers); 10] = [
            |m| m.min = Some(1.0),
            |m| m.max = Some(1.0),
            |m| {
                m.explode = Some(Explode {
                    kind: ExplodeKind::Plain,
                    on: None,
                })
            },
            |m| m.reroll = RULE,
            |m| m.unique = RULE,
            |m| m.success = CMP,
            |m| m.failure = CMP,
            |m| m.crit_success = Some(None),
            |m| m.crit_failure = Some(CMP),
            |m| m.sort = Some(SortOrder::Ascending),
        ];
        for (i, set) in others.iter().enumerate() {
            let mut m = plain.clone();
            set(&mut m);
            assert!(!m.only_keep_drop(), "modifier {i}");
        }
    }
}
