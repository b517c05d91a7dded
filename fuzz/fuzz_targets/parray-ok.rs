#![no_main]
monolith_fuzz::libfuzzer_demo!("parray-ok", demos::parray::working_engine);
