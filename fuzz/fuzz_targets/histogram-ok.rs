#![no_main]
monolith_fuzz::libfuzzer_demo!("histogram-ok", demos::planted::histogram::working_engine);
