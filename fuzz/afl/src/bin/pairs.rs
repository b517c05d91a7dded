monolith_afl::afl_demo!("pairs");
