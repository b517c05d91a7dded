#![no_main]
monolith_fuzz::libfuzzer_demo!(
    "misc-nondet-pair-left-ok",
    demos::misc::nondet_pair::left_working_engine
);
