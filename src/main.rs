//! The `polyroll` binary: thin wiring. `polyroll roll …` rolls one formula, `polyroll
//! console` chats in the terminal; with no subcommand it starts every configured adapter,
//! or the console chat when none is configured.

mod cli;
mod serve;

// mimalloc, not the system's malloc: a roll on the Discord endpoint allocates and frees
// about 190 blocks, and mimalloc's per-thread free lists take 31,000 fewer instructions
// for them than glibc's (658,000 → 627,000 a roll; BENCHMARKS.md, issue 35).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    cli::run()
}
