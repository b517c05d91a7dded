monolith_afl::afl_demo!("sort");
