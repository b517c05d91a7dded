monolith_afl::afl_demo!("bigset");
