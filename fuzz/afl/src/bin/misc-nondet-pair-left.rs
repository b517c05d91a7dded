monolith_afl::afl_demo!(
    "misc-nondet-pair-left",
    demos::misc::nondet_pair::left_faulty_engine
);
