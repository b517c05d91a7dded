#![no_main]
monolith_fuzz::libfuzzer_demo!(
    "misc-nondet-pair-right-ok",
    demos::misc::nondet_pair::right_working_engine
);
