monolith_afl::afl_demo!("expr");
