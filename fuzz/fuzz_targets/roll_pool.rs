#![no_main]

use libfuzzer_sys::fuzz_target;
use polyroll_core::Dialect;

fuzz_target!(|data: &[u8]| polyroll_fuzz::roll(Dialect::Pool, data));
