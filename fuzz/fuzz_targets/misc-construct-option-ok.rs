#![no_main]
monolith_fuzz::libfuzzer_demo!(
    "misc-construct-option-ok",
    demos::misc::construct_option::working_engine
);
