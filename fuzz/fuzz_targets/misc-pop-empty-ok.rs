#![no_main]
monolith_fuzz::libfuzzer_demo!("misc-pop-empty-ok", demos::misc::pop_empty::working_engine);
