#![no_main]
monolith_fuzz::libfuzzer_demo!("arena-ok", demos::planted::arena::working_engine);
