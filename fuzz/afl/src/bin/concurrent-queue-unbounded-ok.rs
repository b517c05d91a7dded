monolith_afl::afl_parallel!("concurrent-queue-unbounded-ok");
