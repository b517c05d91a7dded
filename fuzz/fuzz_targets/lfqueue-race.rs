#![no_main]
monolith_fuzz::libfuzzer_parallel!("lfqueue-race");
