#![no_main]
monolith_fuzz::libfuzzer_demo!("drain-ok", demos::drain::working_engine);
