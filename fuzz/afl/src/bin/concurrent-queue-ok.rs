monolith_afl::afl_parallel!("concurrent-queue-ok");
