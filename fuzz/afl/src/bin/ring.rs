monolith_afl::afl_demo!("ring");
