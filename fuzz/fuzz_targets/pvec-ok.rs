#![no_main]
monolith_fuzz::libfuzzer_demo!("pvec-ok", demos::planted::pvec::working_engine);
