monolith_afl::afl_demo!("determinism", demos::determinism::faulty_engine);
