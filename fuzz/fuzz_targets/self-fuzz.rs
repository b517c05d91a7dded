#![no_main]
monolith_fuzz::libfuzzer_sys::fuzz_target!(|data: &[u8]| monolith_fuzz::self_fuzz(data));
