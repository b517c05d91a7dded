monolith_afl::afl_demo!("prefixset");
