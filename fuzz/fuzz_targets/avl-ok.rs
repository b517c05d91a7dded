#![no_main]
monolith_fuzz::libfuzzer_demo!("avl-ok", demos::avl::working_engine);
