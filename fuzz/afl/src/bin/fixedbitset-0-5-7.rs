monolith_afl::afl_demo!(
    "fixedbitset-0-5-7",
    demos::crates::fixedbitset::faulty_engine
);
