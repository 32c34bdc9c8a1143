//! The process's allocators: mimalloc for Rust's allocations, glibc's malloc for the C
//! code (SQLite), each set to reserve address space as it needs it, not a gigabyte ahead.
//!
//! Why it matters: under a cap on address space (`ulimit -v`, systemd's `LimitAS=`; the
//! work-limit tests cap the binary at 1.5 GiB), reservations count as if used. mimalloc
//! reserves its first arena of 1 GiB at load, and glibc 64 MiB per thread that calls
//! malloc (up to 8 per core): together they reached the 1.5 GiB cap while the process used
//! about 110 MB, and SQLite's next malloc or a connection's thread failed ("out of
//! memory", `/healthz` 503). Reserving 64 MiB at a time, and at most four glibc arenas,
//! the same load peaks under 400 MB of address space (BENCHMARKS.md, issue 35).

// mimalloc, not the system's malloc: a roll on the Discord endpoint allocates and frees
// about 190 blocks, and mimalloc's per-thread free lists take 31,000 fewer instructions
// for them than glibc's (658,000 → 627,000 a roll; BENCHMARKS.md, issue 35).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Set before mimalloc's own constructor runs: only Linux is known to run them in
/// priority order.
#[cfg(target_os = "linux")]
mod reserve_less {
    /// mimalloc's `mi_option_arena_reserve` (its place in `mi_option_e`; libmimalloc-sys
    /// names no constant for it), whose value is in KiB.
    const ARENA_RESERVE: libmimalloc_sys::mi_option_t = 23;

    /// How much address space mimalloc reserves at a time (it grows the size as arenas add
    /// up).
    const ARENA_RESERVE_KIB: std::ffi::c_long = 64 * 1024;

    /// At most this many glibc malloc arenas (the default is 8 per core).
    #[cfg(target_env = "gnu")]
    const GLIBC_ARENAS: std::ffi::c_int = 4;

    /// Runs before mimalloc's own constructor (priority 101), which reserves its first
    /// arena: set from `main`, the option would only shape the arenas after it.
    #[used]
    #[link_section = ".init_array.00100"]
    static RESERVE_LESS: extern "C" fn() = reserve_less;

    extern "C" fn reserve_less() {
        // SAFETY: both only set a setting, before any other thread exists.
        unsafe {
            libmimalloc_sys::mi_option_set(ARENA_RESERVE, ARENA_RESERVE_KIB);
            #[cfg(target_env = "gnu")]
            libc::mallopt(libc::M_ARENA_MAX, GLIBC_ARENAS);
        }
    }
}
