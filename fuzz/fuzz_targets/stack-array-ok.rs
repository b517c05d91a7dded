#![no_main]
monolith_fuzz::libfuzzer_demo!("stack-array-ok", demos::stack::array_engine);
