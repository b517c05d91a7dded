monolith_afl::afl_demo!(
    "misc-construct-option-ok",
    demos::misc::construct_option::working_engine
);
