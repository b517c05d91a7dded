#![no_main]
monolith_fuzz::libfuzzer_demo!(
    "misc-choose-remove-ok",
    demos::misc::choose_remove::working_engine
);
