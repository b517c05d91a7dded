monolith_afl::afl_demo!("ptset");
