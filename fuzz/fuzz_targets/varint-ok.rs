#![no_main]
monolith_fuzz::libfuzzer_demo!("varint-ok", demos::planted::varint::working_engine);
