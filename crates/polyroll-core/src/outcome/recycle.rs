//! An outcome's buffers (dice, history, result tree) behind one pointer, handed — with
//! its statement list, whose statements a roll writes over — from an outcome that is
//! dropped to the next one made on the same thread.
//!
//! Held inline, the buffers made an outcome some 960 bytes, which every move copied twice
//! per roll of a parsed program (into the result and out of it); behind a pointer the
//! outcome moves as 80 bytes. The buffers are heap vectors, and keeping one set per
//! thread for the next outcome means a roll allocates nothing once its thread has rolled
//! once — whatever the size of the formula, up to the kept size.

use std::cell::Cell;

use super::{DiceList, History, Statements, Tree};

/// Every die of an outcome, their history and its result tree.
#[derive(Clone, Debug, PartialEq, Default)]
pub(crate) struct Buffers {
    pub dice: DiceList,
    pub history: History,
    pub tree: Tree,
    /// The statement list of the last outcome, kept here while the buffers wait for their
    /// next outcome (which takes it: an outcome's statements are its own field). Its
    /// statements are kept too, for a roll to write over; any other outcome empties it.
    statements: Statements,
    /// The emptied box a parse and roll kept its program in for the canonical form
    /// ([`crate::canonical::Form`]), handed on so the next parse and roll on this thread
    /// does not allocate one.
    program: SpareProgram,
}

/// An emptied program box waiting for its next program: never part of what buffers hold
/// (buffers with one equal buffers without).
#[derive(Clone, Debug, Default)]
pub(crate) struct SpareProgram(Option<crate::canonical::ProgramBox>);

impl PartialEq for SpareProgram {
    fn eq(&self, _: &SpareProgram) -> bool {
        true
    }
}

/// What an empty outcome reads: no dice, no history, no nodes.
static EMPTY: Buffers = Buffers {
    dice: Vec::new(),
    history: Vec::new(),
    tree: Tree::EMPTY,
    statements: Vec::new(),
    program: SpareProgram(None),
};

/// A set of buffers whose heap memory is below this many entries each (a power of two)
/// is kept for the thread's next outcome; a larger one (a roll of hundreds of dice) is
/// freed.
const KEPT_ENTRIES: usize = 256;

thread_local! {
    /// The buffers of the last outcome dropped on this thread, as it left them (emptied
    /// when taken: see [`Recycled::default`] and [`Recycled::unemptied`]).
    static SPARE: Cell<Option<Box<Buffers>>> = const { Cell::new(None) };
}

impl Buffers {
    /// Empties the buffers, keeping their heap memory.
    #[inline]
    pub fn clear(&mut self) {
        self.dice.clear();
        self.history.clear();
        self.tree.clear();
    }

    /// Whether these buffers and `statements` (the list that goes with them, in place of
    /// the one they hold) are small enough to keep.
    fn small_with(&self, statements: &Statements) -> bool {
        // One comparison for all: the or of the capacities is below a power of two
        // exactly when each capacity is.
        let all = self.dice.capacity()
            | self.history.capacity()
            | self.tree.capacities()
            | statements.capacity();
        all < KEPT_ENTRIES
    }
}

/// An outcome's buffers: the thread's spare set when there is one, otherwise made on
/// first write.
#[derive(Clone)]
pub(crate) struct Recycled(Option<Box<Buffers>>);

/// Equal when they hold the same: buffers not made yet read as empty ones.
impl PartialEq for Recycled {
    fn eq(&self, other: &Recycled) -> bool {
        self.get() == other.get()
    }
}

impl std::fmt::Debug for Recycled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.get().fmt(f)
    }
}

impl Default for Recycled {
    /// The thread's spare set, emptied, if there is one.
    #[inline]
    fn default() -> Self {
        let mut bufs = Recycled::unemptied();
        if let Some(b) = &mut bufs.0 {
            b.clear();
        }
        bufs
    }
}

impl Recycled {
    /// The thread's spare set as its last outcome left it (dice, history and tree still
    /// written), for a roll that empties them itself before it writes them: a set is
    /// emptied once per roll, not also when it is handed on.
    #[inline]
    pub fn unemptied() -> Self {
        // No spare when the thread's storage is gone (the thread is ending): a new set.
        Recycled(SPARE.try_with(Cell::take).ok().flatten())
    }

    pub fn get(&self) -> &Buffers {
        self.0.as_deref().unwrap_or(&EMPTY)
    }

    #[inline]
    pub fn get_mut(&mut self) -> &mut Buffers {
        self.0.get_or_insert_with(Box::default)
    }

    /// The statement list kept with these buffers, emptied, for their new outcome.
    #[inline]
    pub fn take_statements(&mut self) -> Statements {
        let mut statements = self.take_written_statements();
        statements.clear();
        statements
    }

    /// The statement list kept with these buffers as their last outcome left it, for a
    /// roll that writes its statements over the old ones (see [`super::Outcome::for_roll`]).
    #[inline]
    pub fn take_written_statements(&mut self) -> Statements {
        match &mut self.0 {
            Some(b) => std::mem::take(&mut b.statements),
            None => Statements::new(),
        }
    }

    /// The emptied program box these buffers keep, if any (see [`SpareProgram`]).
    #[inline]
    pub fn take_program_box(&mut self) -> Option<crate::canonical::ProgramBox> {
        self.0.as_mut().and_then(|b| b.program.0.take())
    }

    /// Keeps `spare`, an emptied program box of the outcome being dropped, with these
    /// buffers (before [`Recycled::recycle`] hands them on).
    #[inline]
    pub fn keep_program_box(&mut self, spare: crate::canonical::ProgramBox) {
        if let Some(b) = &mut self.0 {
            b.program.0 = Some(spare);
        }
    }

    /// Hands these buffers (emptied by whoever takes them) and `statements` (the list of their outcome, which
    /// is being dropped) to the thread's next outcome, when they are not too large.
    #[inline]
    pub fn recycle(&mut self, statements: &mut Statements) {
        let Some(mut b) = self.0.take() else { return };
        if !b.small_with(statements) {
            return;
        }
        // The statements are kept as they are, for the next roll to write over (no drop
        // per statement); a pool record, which may be large, is not kept waiting.
        if statements.iter().any(|s| s.pool.is_some()) {
            statements.clear();
        }
        // Swapped with the empty list the outcome took from these buffers: nothing to drop.
        std::mem::swap(&mut b.statements, statements);
        // The thread's spare, if any, is freed in its place; when the thread's storage
        // is gone, these buffers are.
        let _ = SPARE.try_with(move |s| s.set(Some(b)));
    }
}

/// Frees the buffers this thread keeps for its next outcome (see [`super::Outcome`]): for
/// a thread that is done rolling, or a measure of what else it holds on the heap.
pub fn free_kept_buffers() {
    let _ = SPARE.try_with(Cell::take);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buffers_not_made_yet_equal_empty_ones() {
        let mut made = Recycled(None);
        made.get_mut();
        assert_eq!(made, Recycled(None));
        made.get_mut().dice.push(crate::outcome::Die::new(3.0));
        assert_ne!(made, Recycled(None));
    }
}
