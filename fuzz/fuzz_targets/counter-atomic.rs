#![no_main]
monolith_fuzz::libfuzzer_parallel!("counter-atomic");
