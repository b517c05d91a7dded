#![no_main]
monolith_fuzz::libfuzzer_demo!("idempotent", demos::laws::idempotent_faulty_engine);
