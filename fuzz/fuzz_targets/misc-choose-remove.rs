#![no_main]
monolith_fuzz::libfuzzer_demo!(
    "misc-choose-remove",
    demos::misc::choose_remove::faulty_engine
);
