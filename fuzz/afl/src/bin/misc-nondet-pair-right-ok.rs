monolith_afl::afl_demo!(
    "misc-nondet-pair-right-ok",
    demos::misc::nondet_pair::right_working_engine
);
