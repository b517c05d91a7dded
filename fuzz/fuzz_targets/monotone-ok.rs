#![no_main]
monolith_fuzz::libfuzzer_demo!("monotone-ok", demos::laws::monotone_working_engine);
