#![no_main]
monolith_fuzz::libfuzzer_demo!("hashtab-ok", demos::planted::hashtab::working_engine);
