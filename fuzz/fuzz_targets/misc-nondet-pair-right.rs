#![no_main]
monolith_fuzz::libfuzzer_demo!(
    "misc-nondet-pair-right",
    demos::misc::nondet_pair::right_faulty_engine
);
