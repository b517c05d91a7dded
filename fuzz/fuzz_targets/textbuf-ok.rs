#![no_main]
monolith_fuzz::libfuzzer_demo!("textbuf-ok", demos::planted::textbuf::working_engine);
