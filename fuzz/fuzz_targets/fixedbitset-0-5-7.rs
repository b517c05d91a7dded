#![no_main]
monolith_fuzz::libfuzzer_demo!(
    "fixedbitset-0-5-7",
    demos::crates::fixedbitset::faulty_engine
);
