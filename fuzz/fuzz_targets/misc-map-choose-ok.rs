#![no_main]
monolith_fuzz::libfuzzer_demo!(
    "misc-map-choose-ok",
    demos::misc::map_choose::working_engine
);
