monolith_afl::afl_demo!(
    "misc-choose-remove",
    demos::misc::choose_remove::faulty_engine
);
