#![no_main]
monolith_fuzz::libfuzzer_demo!("stackvm-ok", demos::stackvm::working_engine);
