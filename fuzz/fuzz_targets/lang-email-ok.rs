#![no_main]
monolith_fuzz::libfuzzer_demo!("lang-email-ok", demos::lang::email::working_engine);
