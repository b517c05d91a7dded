#![no_main]
monolith_fuzz::libfuzzer_demo!("misc-nondet-pair-right-ok");
