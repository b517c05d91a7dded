#![no_main]
monolith_fuzz::libfuzzer_demo!("map-table-ok", demos::map::table_engine);
