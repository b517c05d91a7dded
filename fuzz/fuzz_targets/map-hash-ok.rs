#![no_main]
monolith_fuzz::libfuzzer_demo!("map-hash-ok", demos::map::hash_engine);
