monolith_afl::afl_demo!(
    "misc-choose-remove-ok",
    demos::misc::choose_remove::working_engine
);
