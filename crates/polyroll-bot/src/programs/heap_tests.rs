//! The byte budget counts [`weight`]s, not bytes: these tests measure what a kept program
//! really holds on the heap (counted by the allocator of this test binary, never timed)
//! and check that its weight is at least that, for the costliest shapes of every notation
//! at every length. A parser change that makes programs bigger fails here first.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::collections::HashMap;

use polyroll_core::outcome::free_kept_buffers;
use polyroll_core::{Alias, Dialect, Limits, RandomSource};

use super::{weight, Programs, Read};

/// The system allocator, counting the bytes the asking thread holds, as malloc holds them:
/// a header and rounding to 16 bytes, 32 at least.
struct Counting;

thread_local! {
    static HELD: Cell<isize> = const { Cell::new(0) };
}

fn footprint(size: usize) -> isize {
    let chunk = size.saturating_add(8 + 15) & !15;
    isize::try_from(chunk.max(32)).unwrap_or(isize::MAX)
}

fn add(delta: isize) {
    let _ = HELD.try_with(|held| held.set(held.get().saturating_add(delta)));
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        add(footprint(layout.size()));
        // SAFETY: the caller's contract is passed on unchanged.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        add(-footprint(layout.size()));
        // SAFETY: the caller's contract is passed on unchanged.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        add(footprint(new_size) - footprint(layout.size()));
        // SAFETY: the caller's contract is passed on unchanged.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

fn held() -> isize {
    HELD.with(Cell::get)
}

/// Pieces that cost the most per byte once parsed, found by trying every piece of up to
/// three characters (and longer ones at random) in every notation, and the shapes users
/// write: each is repeated to make long formulas.
const PIECES: [&str; 24] = [
    "-d1",
    "+d6",
    "-d%",
    "-dF",
    "d%",
    "d+",
    "-1",
    "1+",
    "1;",
    "$1;",
    "1d6+",
    "2d6!d6",
    "4d6kh3+",
    "1d6!!r1+",
    "[a]+",
    "[n1]+[n2]+",
    "{1,1}+",
    "max(1,2)+",
    "if(1,2,3)+",
    "1 ",
    "x",
    "1d20+5 # hit ",
    "(1)+",
    "3!+",
];

/// What one text's entry costs the heap once kept and rolled (the first roll caches its
/// canonical form in it), with its key and its place in the cache: the costlier of its
/// entries as a formula and as an alias's body read by name (in pool, two entries).
fn heap_cost(dialect: Dialect, text: &str, limits: &Limits) -> usize {
    [Read::Formula, Read::Alias]
        .into_iter()
        .map(|read| heap_cost_for(read, dialect, text, limits))
        .max()
        .unwrap_or(0)
}

fn heap_cost_for(read: Read, dialect: Dialect, text: &str, limits: &Limits) -> usize {
    let programs = Programs::new(8, usize::MAX, *limits);
    // A dropped outcome's buffers wait on the thread for its next outcome: they are the
    // roll's, not the program's, so they are freed before each count.
    free_kept_buffers();
    let before = held();
    let parsed = programs.get(read, dialect, text).parsed;
    let mut source = RandomSource::seeded(7);
    drop(parsed.roll(&HashMap::<String, Alias>::new(), limits, &mut source));
    drop(parsed);
    free_kept_buffers();
    usize::try_from(held() - before).unwrap_or(0)
}

fn check(dialect: Dialect, text: &str, limits: &Limits) {
    let cost = heap_cost(dialect, text, limits);
    let shown: String = text.chars().take(24).collect();
    assert!(
        cost <= weight(text.len()),
        "{dialect:?} `{shown}…` ({} bytes) holds {cost} bytes, weighs {}",
        text.len(),
        weight(text.len())
    );
}

#[test]
fn every_kept_program_weighs_at_least_what_it_holds() {
    let limits = Limits {
        max_chars: 100_000,
        max_dice: 100_000,
        ..Limits::default()
    };
    let mut worst = (0.0, String::new());
    for dialect in Dialect::ALL {
        for piece in PIECES {
            for length in [1_usize, 40, 300, 3000] {
                let text = piece.repeat(length.div_ceil(piece.len()));
                check(dialect, &text, &limits);
                let cost = heap_cost(dialect, &text, &limits);
                let per_byte = cost as f64 / text.len() as f64;
                if length == 3000 && per_byte > worst.0 {
                    worst = (per_byte, format!("{dialect:?} `{piece}`"));
                }
            }
        }
        // Every alias read is a name of its own in the list the store loads.
        let names: Vec<String> = (0..600).map(|i| format!("[v{i}]")).collect();
        check(dialect, &names.join("+"), &limits);
    }
    // The margin is a sanity check on the measure itself: the costliest shape does cost
    // hundreds of bytes per byte, so the counting allocator did see the programs.
    assert!(worst.0 > 200.0, "{worst:?}");
}
