monolith_afl::afl_demo!("priority-queue-ok");
