monolith_afl::afl_demo!(
    "misc-construct-option",
    demos::misc::construct_option::faulty_engine
);
