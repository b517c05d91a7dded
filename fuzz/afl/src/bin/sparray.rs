monolith_afl::afl_demo!("sparray");
