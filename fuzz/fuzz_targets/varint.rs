#![no_main]
monolith_fuzz::libfuzzer_demo!("varint", demos::planted::varint::faulty_engine);
