#![no_main]
monolith_fuzz::libfuzzer_demo!("rope-ok", demos::planted::rope::working_engine);
