monolith_afl::afl_demo!("stack-array-ok");
