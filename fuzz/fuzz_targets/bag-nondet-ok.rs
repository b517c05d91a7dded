#![no_main]
monolith_fuzz::libfuzzer_demo!("bag-nondet-ok");
