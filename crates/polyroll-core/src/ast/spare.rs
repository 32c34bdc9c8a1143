//! Boxes of an emptied program kept for the next parse on its thread: a free list of tree
//! nodes, so a formula parsed and rolled again and again allocates none.

use super::{Count, Dice, Expr, ExprKind, Facts, Group, Modifiers, Program, Shape, Sides};

/// What [`Program::clear_into`] keeps of an emptied program for the next parse on its
/// thread to reuse (see [`crate::canonical::Form`]): the boxes of its dice terms and of
/// the operands of its operators and brackets, so a parse and roll of a formula such as
/// `4d6kh3` or `1d20+5` allocates no node and frees none (a box's malloc and free cost
/// more than the parse of the node's tokens).
#[derive(Debug, Default)]
pub(crate) struct SpareBoxes {
    /// Boxes of dice terms, holding what their term held (dropped when a parse writes
    /// its term over it). The boxes themselves are what is kept: a tree's term is one.
    #[allow(clippy::vec_box)]
    dice: Vec<Box<Dice>>,
    /// Boxes of operands (of `+`, `-x`, `(x)`...), each holding a number.
    #[allow(clippy::vec_box)]
    exprs: Vec<Box<Expr>>,
    /// Boxes of groups, each with its emptied list of parts.
    #[allow(clippy::vec_box)]
    groups: Vec<Box<Group>>,
}

/// A copy keeps no boxes: they are the thread's, for its next parse.
impl Clone for SpareBoxes {
    fn clone(&self) -> Self {
        SpareBoxes::default()
    }
}

impl SpareBoxes {
    /// At most this many boxes of each kind are kept: a formula rolled again and again
    /// has a few dice terms; a large one frees what it has beyond these.
    const KEPT: usize = 8;

    /// A box holding the dice term of `count` and `sides` with no modifier yet (its
    /// parser reads them into the box): a kept one when there is one, written over.
    /// Written in place either way: a term built on the stack was copied into its box.
    #[inline]
    pub fn dice(&mut self, count: Count, sides: Sides) -> Box<Dice> {
        match self.dice.pop() {
            Some(mut b) => {
                b.count = count;
                b.sides = sides;
                b.mods = Modifiers::default();
                // Not known until its parser has read the modifiers and settles it.
                b.shape = Shape::default();
                b
            }
            None => Box::write(
                Box::new_uninit(),
                Dice {
                    count,
                    sides,
                    mods: Modifiers::default(),
                    shape: Shape::default(),
                },
            ),
        }
    }

    /// A box for a group, with an empty list of parts: a kept one when there is one
    /// (its modifiers are the caller's to write over), or a new one.
    #[inline]
    pub fn group(&mut self) -> Box<Group> {
        self.groups.pop().unwrap_or_else(|| {
            // Written in place: built on the stack, the group was copied into its box.
            Box::write(
                Box::new_uninit(),
                Group {
                    parts: Vec::new(),
                    mods: Modifiers::default(),
                },
            )
        })
    }

    /// A box holding the operand `e`: a kept one when there is one, written over.
    #[inline]
    pub fn expr(&mut self, e: Expr) -> Box<Expr> {
        match self.exprs.pop() {
            Some(mut b) => {
                *b = e;
                b
            }
            None => Box::new(e),
        }
    }

    /// Keeps the box of the operand `e` (as many as are kept), and the boxes within it.
    #[inline(always)]
    fn keep_operand(&mut self, mut e: Box<Expr>) {
        let kind = std::mem::replace(&mut e.kind, ExprKind::Number(0.0));
        self.keep(kind);
        if self.exprs.len() < Self::KEPT {
            self.exprs.push(e);
        }
    }

    /// Keeps the boxes of the dice terms of `kind` (as many as are kept) and drops the
    /// rest. Taken by value: what is kept is moved out, and nothing is left behind for a
    /// second drop to look at.
    #[inline(always)]
    fn keep(&mut self, kind: ExprKind) {
        match kind {
            ExprKind::Dice(d) => {
                if self.dice.len() < Self::KEPT {
                    self.dice.push(d);
                }
            }
            ExprKind::Number(_) => {}
            other => self.keep_within(other),
        }
    }

    /// [`SpareBoxes::keep`] of the operands of an expression that is no term.
    #[inline(never)]
    fn keep_within(&mut self, kind: ExprKind) {
        match kind {
            ExprKind::Binary(_, a, b) => crate::limits::with_stack(|| {
                self.keep_operand(a);
                self.keep_operand(b);
            }),
            ExprKind::Neg(a) | ExprKind::Paren(a) | ExprKind::Bracket(a) => {
                crate::limits::with_stack(|| self.keep_operand(a))
            }
            ExprKind::Group(mut g) => crate::limits::with_stack(|| {
                g.parts.drain(..).for_each(|p| self.keep(p.expr.kind));
                // A list of a few parts, as a formula rolled again and again has.
                if self.groups.len() < Self::KEPT && g.parts.capacity() <= Self::KEPT {
                    self.groups.push(g);
                }
            }),
            // Elsewhere (calls, branches, dndice rolls) dice terms are rare: dropped.
            _ => {}
        }
    }
}

impl Program {
    /// Empties this program for the next parse to write over, keeping its lists' heap
    /// memory and the boxes of its dice terms in `spare`.
    pub(crate) fn clear_into(&mut self, spare: &mut SpareBoxes) {
        while let Some(s) = self.statements.pop() {
            spare.keep(s.expr.kind);
        }
        self.warnings.clear();
        self.facts = Facts::default();
    }
}
