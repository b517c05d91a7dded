#![no_main]
monolith_fuzz::libfuzzer_demo!("sparray-ok", demos::sparray::working_engine);
