monolith_afl::afl_demo!("priority-queue-1-3-0");
