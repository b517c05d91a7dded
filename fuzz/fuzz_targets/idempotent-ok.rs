#![no_main]
monolith_fuzz::libfuzzer_demo!("idempotent-ok", demos::laws::idempotent_working_engine);
