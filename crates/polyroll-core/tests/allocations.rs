//! Heap allocations counted (never timed): once its thread has rolled, a parsed formula
//! rolls without touching the heap, into a fresh outcome or a reused one — a dropped
//! outcome hands its emptied buffers (dice, history, result tree) and statement list to the
//! next one made on its thread, its source text stays inline and its canonical form is
//! shared with the program. A reused outcome fills its own buffers again.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use polyroll_core::{Dialect, Limits, Outcome, RandomSource, Roller};

/// The system allocator, counting the allocations of the thread that asks.
struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
        // SAFETY: the caller's contract is passed on unchanged.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract is passed on unchanged.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
        // SAFETY: the caller's contract is passed on unchanged.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn allocations() -> usize {
    ALLOCATIONS.with(|n| n.get())
}

#[test]
fn rolling_a_dice_term_into_a_reused_outcome_allocates_nothing() {
    let limits = Limits::default();
    let roller = Roller::new(Dialect::Standard);
    let mut source = RandomSource::seeded(3);
    // (formula, allocations per roll): the outcome's buffers are filled again, whatever
    // their size.
    for (text, per_roll) in [
        ("4d6kh3", 0),
        ("8d6", 0),
        ("10d10>=8", 0),
        ("2d20kh1 # advantage", 0),
        ("1d20+5", 0),
        ("2d6+1d4+3", 0),
        ("floor(1d20/2)", 0),
        // A group's keep ranks the part totals on the stack.
        ("{1d20, 1d20}kh1", 0),
        ("{1d20+2, 1d20+2}kh1", 0),
        // Ten nodes.
        ("{1d6+1,1d6+1,1d6+1}kh1", 0),
    ] {
        let program = Dialect::Standard.parse(text, &limits).unwrap();
        let mut outcome = Outcome::default();
        // The first roll sizes the outcome; the canonical form is written once.
        roller
            .roll_into(&program, text, &mut source, &mut outcome)
            .unwrap();
        let before = allocations();
        for _ in 0..100 {
            roller
                .roll_into(&program, text, &mut source, &mut outcome)
                .unwrap();
        }
        let counted = allocations() - before;
        assert!(
            counted <= 100 * per_roll,
            "{text}: {counted} allocations in 100 rolls"
        );
        // And the reused outcome is a real roll, not a stale one.
        assert!(outcome.total().is_some_and(|t| t.is_finite()), "{text}");
    }
}

#[test]
fn rolling_up_to_eight_dice_into_a_fresh_outcome_allocates_nothing() {
    let limits = Limits::default();
    let roller = Roller::new(Dialect::Standard);
    let mut source = RandomSource::seeded(5);
    // (formula, allocations per roll): each fresh outcome takes the buffers the last one
    // dropped on this thread left, however many dice, steps or nodes it holds.
    for (text, per_roll) in [
        ("4d6kh3", 0),
        ("8d6", 0),
        ("2d20kh1 # advantage", 0),
        ("4d6ro<2kh3", 0),
        ("1d20+5", 0),
        ("2d6+1d4+3", 0),
        ("floor(1d20/2)", 0),
        ("10d10>=8", 0),
        ("20d6!", 0),
        ("{1d20, 1d20}kh1", 0),
        ("{1d20+2, 1d20+2}kh1", 0),
        ("{1d6+1,1d6+1,1d6+1}kh1", 0),
    ] {
        let program = Dialect::Standard.parse(text, &limits).unwrap();
        // The first roll writes the program's canonical form, which later rolls share.
        roller.roll_program(&program, text, &mut source).unwrap();
        let before = allocations();
        for _ in 0..100 {
            let outcome = roller.roll_program(&program, text, &mut source).unwrap();
            assert!(outcome.total().is_some_and(|t| t.is_finite()), "{text}");
        }
        let counted = allocations() - before;
        assert!(
            counted <= 100 * per_roll,
            "{text}: {counted} allocations in 100 rolls"
        );
    }
}

#[test]
fn a_fresh_outcome_still_allocates_what_it_holds() {
    // The counter sees allocations at all (the test above cannot pass vacuously).
    let roller = Roller::new(Dialect::Standard);
    let before = allocations();
    // The thread's first outcome makes its buffers, and the parse builds its program.
    roller.roll("20d6", &mut RandomSource::seeded(3)).unwrap();
    assert!(allocations() - before >= 2);
}

#[test]
fn a_thread_keeps_only_small_buffers() {
    let limits = Limits::default();
    let roller = Roller::new(Dialect::Standard);
    let mut source = RandomSource::seeded(9);
    let small = Dialect::Standard.parse("4d6kh3", &limits).unwrap();
    let large = Dialect::Standard.parse("300d6", &limits).unwrap();
    roller.roll_program(&small, "4d6kh3", &mut source).unwrap();
    // A roll of 300 dice outgrows the kept size: its buffers are freed when it is
    // dropped, so the next outcome makes new ones...
    drop(roller.roll_program(&large, "300d6", &mut source).unwrap());
    let before = allocations();
    roller.roll_program(&small, "4d6kh3", &mut source).unwrap();
    assert!(allocations() > before, "the large buffers were kept");
    // ...which are kept again.
    let before = allocations();
    roller.roll_program(&small, "4d6kh3", &mut source).unwrap();
    assert_eq!(allocations(), before);
}

#[test]
fn a_parse_and_roll_allocates_only_its_parse_beyond_its_kept_boxes() {
    // A parse and roll keeps its program for the canonical form, in a box the thread's
    // last parse and roll left, and parses its dice terms, operands and groups into the
    // boxes of that one's: once the thread has rolled, what is allocated is the rest of
    // the parse's tree (labels) and nothing for those nodes, the roll or the form. A
    // formula of dice terms, numbers, operators, brackets and groups allocates nothing.
    let limits = Limits::default();
    let roller = Roller::new(Dialect::Standard);
    let mut source = RandomSource::seeded(5);
    // (formula, boxes of dice terms, operands and groups, with a group's list of parts)
    for (text, boxes) in [
        ("4d6kh3", 1),
        ("1d20+5", 3),
        ("{1d20+2, 1d20+2}kh1", 8),
        ("2d6+1d4+3", 6),
        // A label is the parse's own text.
        ("1d20+5 # to hit", 3),
        ("1d20 (fire)", 1),
    ] {
        let before = allocations();
        drop(Dialect::Standard.parse(text, &limits).unwrap());
        let parse = allocations() - before;
        drop(roller.roll(text, &mut source).unwrap());
        let before = allocations();
        let outcome = roller.roll(text, &mut source).unwrap();
        assert_eq!(allocations() - before, parse - boxes, "{text}");
        // The kept program still writes the form when it is read.
        assert!(!outcome.canonical.is_empty(), "{text}");
    }
    for text in [
        "4d6kh3",
        "8d10!",
        "10d6>=5",
        "1d20+5",
        "(1d6+2)*2 - -1",
        "{1d20+2, 1d20+2}kh1",
        "{4d6kh3, 4d6kh3}kh1",
        "{1d6, 1d6, 1d6}kh1",
    ] {
        drop(roller.roll(text, &mut source).unwrap());
        let before = allocations();
        drop(roller.roll(text, &mut source).unwrap());
        assert_eq!(allocations(), before, "{text}");
    }
}
