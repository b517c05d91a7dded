#![no_main]
monolith_fuzz::libfuzzer_demo!("misc-map-choose-ok");
