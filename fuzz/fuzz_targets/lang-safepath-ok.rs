#![no_main]
monolith_fuzz::libfuzzer_demo!("lang-safepath-ok", demos::lang::safepath::working_engine);
