#![no_main]
monolith_fuzz::libfuzzer_demo!("seq-ok", demos::seq::working_engine);
