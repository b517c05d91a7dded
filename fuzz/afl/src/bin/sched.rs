monolith_afl::afl_demo!("sched");
