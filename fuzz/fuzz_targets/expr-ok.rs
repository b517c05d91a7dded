#![no_main]
monolith_fuzz::libfuzzer_demo!("expr-ok", demos::expr::working_engine);
