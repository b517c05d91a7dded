monolith_afl::afl_demo!("stack");
