#![no_main]
monolith_fuzz::libfuzzer_demo!(
    "misc-construct-option",
    demos::misc::construct_option::faulty_engine
);
