#![no_main]
monolith_fuzz::libfuzzer_demo!("misc-map-choose", demos::misc::map_choose::faulty_engine);
