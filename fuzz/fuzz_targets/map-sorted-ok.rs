#![no_main]
monolith_fuzz::libfuzzer_demo!("map-sorted-ok", demos::map::sorted_engine);
