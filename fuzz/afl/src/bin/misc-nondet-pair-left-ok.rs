monolith_afl::afl_demo!(
    "misc-nondet-pair-left-ok",
    demos::misc::nondet_pair::left_working_engine
);
