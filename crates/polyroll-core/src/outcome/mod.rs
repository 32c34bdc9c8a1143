//! The result tree: what a roll did, die by die, for renderers to show. Separate from the
//! syntax tree (as in Avrae's d20) so a renderer never re-derives what happened.

use crate::ast::{BinOp, Func};
use crate::problem::Problem;

mod record;
mod recycle;
/// Its texts: defined beside the canonical form, which shares them, not inside the outcome.
pub use crate::text::Text;
pub(crate) use record::values_text;
pub use record::{output_text, BranchRecord, ListRecord, StatementRecord};
pub use recycle::free_kept_buffers;
pub(crate) use recycle::Recycled;

/// An outcome's dice, one buffer for all its terms (a heap vector its outcome hands on to
/// the next one when dropped: see [`Outcome`]).
pub type DiceList = Vec<Die>;

/// An outcome's statements (a heap vector its outcome hands on with its buffers).
pub type Statements = Vec<StatementOutcome>;

/// A roll's result. Its statements, warnings and canonical form are fields; the dice, their
/// history and the result tree live in buffers read through its methods
/// ([`Outcome::node`], [`Outcome::dice_of`], …).
///
/// The buffers are heap vectors behind one pointer, so an outcome moves as 80 bytes
/// however large the roll. Dropping an outcome hands its emptied buffers and statement
/// list to the next outcome made on the same thread (one set is kept per thread, of a
/// bounded size), so rolling again allocates nothing once a thread has rolled once.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    pub statements: Statements,
    pub warnings: Vec<Problem>,
    /// The canonical form of the input (shared with the program when it was rolled from
    /// one: every roll of a program shows the same form; written when first read when
    /// the outcome was rolled straight from the text).
    pub canonical: crate::canonical::Form,
    /// Every die the roll kept a record of (each dice term a run of them), their
    /// histories and the result tree.
    pub(crate) bufs: Recycled,
}

impl Default for Outcome {
    /// An empty outcome, with the statement list and buffers the thread's last dropped
    /// outcome left, if any.
    #[inline]
    fn default() -> Self {
        let mut bufs = Recycled::default();
        let statements = bufs.take_statements();
        Outcome::with(statements, crate::canonical::Form::default(), bufs)
    }
}

impl Outcome {
    /// An outcome for a roll to fill: [`Outcome::default`], except that its statement list
    /// still holds the statements of the thread's last outcome, which the roll writes over
    /// in place ([`Outcome::write_statement`]) instead of dropping them one by one, and its
    /// buffers still hold that outcome's dice and tree, which the roll empties (as it
    /// empties a reused outcome's) before it writes them.
    /// Its canonical form is `canonical`.
    #[inline]
    pub(crate) fn for_roll(canonical: crate::canonical::Form) -> Self {
        let mut bufs = Recycled::unemptied();
        let statements = bufs.take_written_statements();
        Outcome::with(statements, canonical, bufs)
    }

    #[inline(always)]
    fn with(statements: Statements, canonical: crate::canonical::Form, bufs: Recycled) -> Self {
        Outcome {
            statements,
            warnings: Vec::new(),
            canonical,
            bufs,
        }
    }

    /// Writes the statement at `at` (the statements before it are written already) over
    /// the one the list held there, if any: its texts are replaced, and its pool record
    /// dropped only when it has one (no call to drop a whole statement). Inline in the
    /// roll, which calls it once per statement.
    #[inline(always)]
    pub(crate) fn write_statement(
        statements: &mut Statements,
        at: usize,
        label: Option<&str>,
        source: &str,
        node: NodeId,
        total: Option<f64>,
    ) {
        match statements.get_mut(at) {
            Some(s) => {
                // Most statements have no label, and had none: nothing to write.
                if label.is_some() || s.label.is_some() {
                    s.label = label.map(Text::from);
                }
                s.source.set(source);
                s.node = node;
                s.total = total;
                if s.pool.is_some() {
                    s.pool = None;
                }
            }
            None => statements.push(StatementOutcome {
                label: label.map(Text::from),
                source: Text::from(source),
                node,
                total,
                pool: None,
            }),
        }
    }
}

impl Drop for Outcome {
    #[inline]
    fn drop(&mut self) {
        // A parse and roll's program box goes with the buffers, for the next one.
        if let Some(spare) = self.canonical.take_program_box() {
            self.bufs.keep_program_box(spare);
        }
        self.bufs.recycle(&mut self.statements);
    }
}

impl Outcome {
    /// The dice of `term`, one of this outcome's terms, in their shown order.
    pub fn dice_of(&self, term: &DiceOutcome) -> &[Die] {
        self.bufs
            .get()
            .dice
            .get(term.dice.range())
            .unwrap_or_default()
    }

    fn tree(&self) -> &Tree {
        &self.bufs.get().tree
    }

    /// The node `id`, one of this outcome's (a statement's root, a node's child).
    pub fn node(&self, id: NodeId) -> &Node {
        self.tree().node(id)
    }

    /// The nodes of `run` (a call's arguments, a sequence's), in order.
    pub fn children(&self, run: NodeRun) -> &[NodeId] {
        self.tree().children(run)
    }

    /// The parts of `group`, one of this outcome's groups, in their shown order.
    pub fn parts(&self, group: &GroupOutcome) -> &[PartOutcome] {
        self.tree().parts(group.parts)
    }

    /// The label of `part`, one of this outcome's group parts (`{1d20 (fire), …}`).
    pub fn part_label(&self, part: &PartOutcome) -> Option<&str> {
        part.label.map(|t| self.tree().text(t))
    }

    /// The name of the variable `var` (a [`Node::Var`] of this outcome).
    pub fn var_name(&self, var: &VarTexts) -> &str {
        self.tree().text(var.name)
    }

    /// The formula the variable `var` read as (a [`Node::Var`] of this outcome).
    pub fn var_formula(&self, var: &VarTexts) -> &str {
        self.tree().text(var.formula)
    }

    /// Every die of the terms in `node` (one of this outcome's), term by term left to
    /// right.
    pub fn dice_in(&self, node: NodeId) -> Vec<&Die> {
        let mut out = Vec::new();
        self.each_dice(node, &mut |d| out.extend(self.dice_of(d)));
        out
    }

    /// How many parts its result tree holds: the work a roll did besides drawing dice.
    pub(crate) fn tree_size(&self) -> usize {
        self.bufs.get().tree.len()
    }

    /// How many dice the terms in `node` hold (read them with [`Outcome::dice_in`]).
    pub fn dice_count(&self, node: NodeId) -> usize {
        let mut n = 0;
        self.each_dice(node, &mut |d| n += d.dice.len());
        n
    }

    /// Calls `f` on every dice term in `node`, left to right.
    pub fn each_dice<'a>(&'a self, node: NodeId, f: &mut dyn FnMut(&'a DiceOutcome)) {
        self.tree().each_dice(node, f)
    }

    /// The values a reroll (or min/max, or a dndice modifier) replaced on `die`, one of
    /// this outcome's dice, oldest first (shown struck through).
    pub fn replaced(&self, die: &Die) -> Vec<f64> {
        self.steps(die, StepKind::Replaced)
    }

    /// For `!!`: the rolls `die`'s chain added up, the first included (empty when it did
    /// not explode).
    pub fn compounded(&self, die: &Die) -> Vec<f64> {
        self.steps(die, StepKind::Compounded)
    }

    fn steps(&self, die: &Die, kind: StepKind) -> Vec<f64> {
        let mut out = Vec::new();
        let history = &self.bufs.get().history;
        let mut at = die.history;
        while let Some(step) = at.checked_sub(1).and_then(|i| history.get(i as usize)) {
            if step.kind == kind {
                out.push(step.value);
            }
            at = step.prev;
        }
        out.reverse();
        out
    }

    /// Each statement's total.
    pub fn totals(&self) -> Vec<Option<f64>> {
        self.statements.iter().map(|s| s.total).collect()
    }
    /// Each statement's output: a number, a text or a list.
    pub fn outputs(&self) -> Vec<Output> {
        self.statements.iter().map(|s| self.output(s)).collect()
    }
    /// The result of `s`, one of this outcome's statements: a number, a text or a list.
    pub fn output(&self, s: &StatementOutcome) -> Output {
        match &s.pool {
            Some(p) => p.output.clone(),
            None => Output::Number(s.total.unwrap_or(self.node(s.node).value())),
        }
    }
    /// The first statement's total.
    pub fn total(&self) -> Option<f64> {
        self.statements.first().and_then(|s| s.total)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct StatementOutcome {
    pub label: Option<Text>,
    /// The text the statement was written as.
    pub source: Text,
    /// The root of its result tree ([`Outcome::node`]).
    pub node: NodeId,
    /// The shown total (rounded as the dialect rounds it).
    pub total: Option<f64>,
    /// What the pool notation records beside the total: a typed output, the statement
    /// that took its dice, its comments, branches and list draws. `None` elsewhere (boxed:
    /// the other dialects carry only the pointer).
    pub pool: Option<Box<StatementRecord>>,
}

/// A statement's result.
#[derive(Clone, Debug, PartialEq)]
pub enum Output {
    Number(f64),
    Text(String),
    List(Vec<Item>),
}

/// An element of a list result.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    Number(f64),
    Text(String),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Crit {
    Success,
    Failure,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Success,
    Failure,
}

/// One die as it ended up: a small record (24 bytes), kept in its outcome's dice buffer.
/// The values a reroll replaced and the rolls a `!!` chain added live in the outcome's
/// history ([`Outcome::replaced`], [`Outcome::compounded`]), so a die owns no heap memory.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Die {
    /// The value it counts for.
    pub value: f64,
    /// The face as drawn, before min/max or `!p` changed it (explosions compare the
    /// clamped face, before `!p`).
    pub rolled: f64,
    /// Its newest step in the outcome's history, counted from 1 (0: it has none).
    history: u32,
    pub dropped: bool,
    pub crit: Option<Crit>,
    pub mark: Option<Mark>,
    /// [`EXPLODED`] and [`FROM_EXPLOSION`].
    flags: u8,
}

const EXPLODED: u8 = 1;
const FROM_EXPLOSION: u8 = 2;

impl Die {
    /// A die showing `face` as drawn, nothing done to it yet.
    pub fn new(face: f64) -> Self {
        Die {
            value: face,
            rolled: face,
            ..Die::default()
        }
    }

    /// A die an explosion brought, counting `value`, drawn as `rolled`.
    pub(crate) fn from_explosion_of(value: f64, rolled: f64) -> Self {
        Die {
            value,
            rolled,
            flags: FROM_EXPLOSION,
            ..Die::default()
        }
    }

    /// It met the explode condition and brought another die.
    pub fn exploded(&self) -> bool {
        self.flags & EXPLODED != 0
    }

    /// It was brought by an explosion.
    pub fn from_explosion(&self) -> bool {
        self.flags & FROM_EXPLOSION != 0
    }

    pub(crate) fn set_exploded(&mut self) {
        self.flags |= EXPLODED;
    }
}

/// What a step of a die's history records.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StepKind {
    /// A value a reroll (or min/max, or a dndice modifier) replaced.
    Replaced,
    /// A roll a `!!` chain added up.
    Compounded,
}

/// One step of a die's history: an outcome's dice share one buffer, each step linking to
/// the die's previous one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Step {
    value: f64,
    /// The die's previous step, counted from 1 (0: none).
    prev: u32,
    kind: StepKind,
}

/// The history of an outcome's dice, one buffer for all of them.
pub(crate) type History = Vec<Step>;

/// Records `value` as `die`'s newest step of `kind`.
pub(crate) fn record(history: &mut History, die: &mut Die, kind: StepKind, value: f64) {
    history.push(Step {
        value,
        prev: die.history,
        kind,
    });
    // Every step is a die drawn or a modifier applied to one, both bounded by the limits
    // far below u32::MAX.
    die.history = u32::try_from(history.len()).unwrap_or(u32::MAX);
}

/// Which dice of the outcome's buffer a term holds (see [`Outcome::dice_of`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct DiceRun {
    start: u32,
    len: u32,
}

impl DiceRun {
    /// The run of `len` dice from `start`, both within the roll's dice buffer. Cast, not
    /// checked (the checks cost a term some 7 instructions): a buffer past u32::MAX dice
    /// would be some 100 GiB, which the dice limit and memory stop long before.
    pub(crate) fn new(start: usize, len: usize) -> Self {
        DiceRun {
            start: start as u32,
            len: len as u32,
        }
    }

    /// How many dice the term holds.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Their places in the outcome's buffer.
    pub fn range(&self) -> std::ops::Range<usize> {
        let start = self.start as usize;
        start..start + self.len as usize
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DiceOutcome {
    /// Its dice, read with [`Outcome::dice_of`].
    pub dice: DiceRun,
    /// True when the value counts successes instead of summing faces.
    pub counts_successes: bool,
    pub value: f64,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PartOutcome {
    /// Its label, read with [`Outcome::part_label`].
    pub(crate) label: Option<TextId>,
    pub node: NodeId,
    pub dropped: bool,
    pub mark: Option<Mark>,
    pub crit: Option<Crit>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GroupOutcome {
    /// Its parts, read with [`Outcome::parts`].
    pub parts: PartRun,
    pub counts_successes: bool,
    pub value: f64,
}

/// A text of an outcome's tree (a part's label, a variable's name or formula): its place
/// in the tree's text buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TextId(u32);

/// A variable's name and formula, kept in its outcome: read them with
/// [`Outcome::var_name`] and [`Outcome::var_formula`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VarTexts {
    name: TextId,
    formula: TextId,
}

/// A node of an outcome: its place in the outcome's node buffer ([`Outcome::node`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct NodeId(u32);

/// A list of nodes (a call's arguments, a sequence): a run of the outcome's child buffer
/// ([`Outcome::children`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct NodeRun(Run);

/// A group's parts: a run of the outcome's part buffer ([`Outcome::parts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct PartRun(Run);

impl NodeRun {
    pub fn len(&self) -> usize {
        self.0.len as usize
    }
    pub fn is_empty(&self) -> bool {
        self.0.len == 0
    }
}

impl PartRun {
    pub fn len(&self) -> usize {
        self.0.len as usize
    }
    pub fn is_empty(&self) -> bool {
        self.0.len == 0
    }
}

/// `len` entries of a buffer from `start`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
struct Run {
    start: u32,
    len: u32,
}

impl Run {
    /// The run from `start` to the buffer's end at `end` (both bounded by the size of a
    /// formula and the dice limit, far below u32::MAX).
    fn to_end(start: usize, end: usize) -> Self {
        Run {
            start: u32::try_from(start).unwrap_or(u32::MAX),
            len: u32::try_from(end.saturating_sub(start)).unwrap_or(0),
        }
    }

    fn range(self) -> std::ops::Range<usize> {
        let start = self.start as usize;
        start..start + self.len as usize
    }
}

/// A node of the result tree: a small record that owns no heap memory (its lists, dice
/// and texts are in its outcome's buffers), so the tree is emptied and dropped for free.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Node {
    Number(f64),
    Dice(DiceOutcome),
    Group(GroupOutcome),
    Neg(NodeId, f64),
    Binary(BinOp, NodeId, NodeId, f64),
    Call(Func, NodeRun, f64),
    Paren(NodeId, f64),
    /// `[e]`, rolled at once.
    Bracket(NodeId, f64),
    /// A variable and the roll of its formula (its name and formula kept in the outcome).
    Var {
        var: VarTexts,
        node: NodeId,
        value: f64,
    },
    /// `if()`: which branch was taken, and its roll.
    If {
        taken: bool,
        node: NodeId,
        value: f64,
    },
    /// What a pool statement rolled on the way to a text or a list — a branch's subject
    /// and branches, a repeat's passes — in draw order. It has no number (value 0).
    Seq(NodeRun),
}

impl Node {
    pub fn value(&self) -> f64 {
        match self {
            Node::Number(v) => *v,
            Node::Dice(d) => d.value,
            Node::Group(g) => g.value,
            Node::Neg(_, v)
            | Node::Binary(_, _, _, v)
            | Node::Call(_, _, v)
            | Node::Paren(_, v)
            | Node::Bracket(_, v) => *v,
            Node::Var { value, .. } | Node::If { value, .. } => *value,
            Node::Seq(_) => 0.0,
        }
    }
}

/// What [`Outcome::node`] answers for an id no node of the outcome has (never one the
/// outcome handed out).
static NO_NODE: Node = Node::Number(0.0);

/// An outcome's result tree in four buffers — its nodes, the lists of children of its
/// calls and sequences, its groups' parts, and the texts they name (part labels, variable
/// names and formulas). A node's children come before it (they are rolled first); a list
/// of children is a contiguous run, written once all its members are rolled.
#[derive(Clone, Debug, PartialEq, Default)]
pub(crate) struct Tree {
    nodes: Vec<Node>,
    children: Vec<NodeId>,
    parts: Vec<PartOutcome>,
    texts: Vec<Text>,
}

/// The values of a tree's nodes, read while its parts are changed.
#[derive(Clone, Copy)]
pub(crate) struct Values<'a>(&'a [Node]);

impl Values<'_> {
    pub fn of(self, id: NodeId) -> f64 {
        self.0.get(id.0 as usize).map_or(0.0, Node::value)
    }
}

/// How far the tree's buffers were filled: [`Tree::truncate`] goes back to it.
#[derive(Clone, Copy)]
pub(crate) struct TreeMark {
    nodes: usize,
    children: usize,
    parts: usize,
    texts: usize,
}

impl Tree {
    pub const EMPTY: Tree = Tree {
        nodes: Vec::new(),
        children: Vec::new(),
        parts: Vec::new(),
        texts: Vec::new(),
    };

    /// How many nodes it holds.
    pub(crate) fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Empties the buffers, keeping their heap memory.
    #[inline]
    pub fn clear(&mut self) {
        self.nodes.clear();
        self.children.clear();
        self.parts.clear();
        // Most trees have no texts: their drops are not looped over.
        if !self.texts.is_empty() {
            self.texts.clear();
        }
    }

    /// The capacities of its buffers or'ed together: below a power of two exactly when
    /// each of them is.
    pub fn capacities(&self) -> usize {
        self.nodes.capacity()
            | self.children.capacity()
            | self.parts.capacity()
            | self.texts.capacity()
    }

    /// Keeps `text` (a part's label, a variable's name or formula).
    pub fn push_text(&mut self, text: &str) -> TextId {
        // The texts are bounded by the formula's size, far below u32::MAX.
        let id = TextId(u32::try_from(self.texts.len()).unwrap_or(u32::MAX));
        self.texts.push(Text::from(text));
        id
    }

    /// A variable's name and formula, kept.
    pub fn push_var(&mut self, name: &str, formula: &str) -> VarTexts {
        VarTexts {
            name: self.push_text(name),
            formula: self.push_text(formula),
        }
    }

    pub fn text(&self, id: TextId) -> &str {
        self.texts.get(id.0 as usize).map_or("", Text::as_str)
    }

    pub fn push(&mut self, node: Node) -> NodeId {
        // The nodes are bounded by the formula's size, far below u32::MAX: cast, not
        // checked (a check on every node).
        let id = NodeId(self.nodes.len() as u32);
        self.nodes.push(node);
        id
    }

    /// Writes `ids` as one run of children.
    pub fn push_children(&mut self, ids: &[NodeId]) -> NodeRun {
        let start = self.children.len();
        self.children.extend_from_slice(ids);
        NodeRun(Run::to_end(start, self.children.len()))
    }

    /// Writes `parts` as one group's run of parts.
    pub fn push_parts(&mut self, parts: impl IntoIterator<Item = PartOutcome>) -> PartRun {
        let start = self.parts.len();
        self.parts.extend(parts);
        PartRun(Run::to_end(start, self.parts.len()))
    }

    pub fn node(&self, id: NodeId) -> &Node {
        self.nodes.get(id.0 as usize).unwrap_or(&NO_NODE)
    }

    pub fn node_mut(&mut self, id: NodeId) -> Option<&mut Node> {
        self.nodes.get_mut(id.0 as usize)
    }

    pub fn value(&self, id: NodeId) -> f64 {
        self.node(id).value()
    }

    pub fn children(&self, run: NodeRun) -> &[NodeId] {
        self.children.get(run.0.range()).unwrap_or_default()
    }

    pub fn parts(&self, run: PartRun) -> &[PartOutcome] {
        self.parts.get(run.0.range()).unwrap_or_default()
    }

    /// The parts of `run`, to change, beside the values of the nodes (to judge them by).
    pub fn parts_mut(&mut self, run: PartRun) -> (&mut [PartOutcome], Values<'_>) {
        let parts = self.parts.get_mut(run.0.range()).unwrap_or_default();
        (parts, Values(&self.nodes))
    }

    pub fn mark(&self) -> TreeMark {
        TreeMark {
            nodes: self.nodes.len(),
            children: self.children.len(),
            parts: self.parts.len(),
            texts: self.texts.len(),
        }
    }

    /// Drops what was written since `mark` (a node rolled only for its value: a dice
    /// count, a die's sides).
    pub fn truncate(&mut self, mark: TreeMark) {
        self.nodes.truncate(mark.nodes);
        self.children.truncate(mark.children);
        self.parts.truncate(mark.parts);
        self.texts.truncate(mark.texts);
    }

    /// Calls `f` on every dice term in `id`, left to right.
    pub fn each_dice<'a>(&'a self, id: NodeId, f: &mut dyn FnMut(&'a DiceOutcome)) {
        // As deep as the formula: grow the stack rather than overflow it.
        crate::limits::with_stack(|| self.each_dice_step(id, f))
    }

    fn each_dice_step<'a>(&'a self, id: NodeId, f: &mut dyn FnMut(&'a DiceOutcome)) {
        match self.node(id) {
            Node::Number(_) => {}
            Node::Dice(d) => f(d),
            Node::Group(g) => self
                .parts(g.parts)
                .iter()
                .for_each(|p| self.each_dice(p.node, f)),
            Node::Neg(n, _) | Node::Paren(n, _) | Node::Bracket(n, _) => self.each_dice(*n, f),
            Node::Binary(_, a, b, _) => {
                self.each_dice(*a, f);
                self.each_dice(*b, f);
            }
            Node::Call(_, run, _) | Node::Seq(run) => self
                .children(*run)
                .iter()
                .for_each(|n| self.each_dice(*n, f)),
            Node::Var { node, .. } | Node::If { node, .. } => self.each_dice(*node, f),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_die_is_a_small_record() {
        assert_eq!(std::mem::size_of::<Die>(), 24);
    }

    #[test]
    fn a_node_is_a_small_record_and_an_outcome_moves_cheaply() {
        assert_eq!(std::mem::size_of::<Node>(), 32);
        // Its buffers are behind one pointer: this is what every move copies.
        assert_eq!(std::mem::size_of::<Outcome>(), 80);
    }

    #[test]
    fn each_die_reads_its_own_history_oldest_first() {
        let mut o = Outcome::default();
        let mut a = Die::new(1.0);
        let mut b = Die::new(6.0);
        let history = &mut o.bufs.get_mut().history;
        record(history, &mut a, StepKind::Replaced, 1.0);
        record(history, &mut b, StepKind::Compounded, 6.0);
        record(history, &mut a, StepKind::Replaced, 2.0);
        record(history, &mut b, StepKind::Compounded, 3.0);
        assert_eq!(o.replaced(&a), [1.0, 2.0]);
        assert_eq!(o.compounded(&a), [0.0; 0]);
        assert_eq!(o.compounded(&b), [6.0, 3.0]);
        assert_eq!(o.replaced(&Die::new(4.0)), [0.0; 0]);
    }
}
