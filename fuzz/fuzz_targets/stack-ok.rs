#![no_main]
monolith_fuzz::libfuzzer_demo!("stack-ok", demos::stack::working_engine);
