#![no_main]
monolith_fuzz::libfuzzer_demo!("parray-full-ok", demos::parray_full::working_engine);
