monolith_afl::afl_parallel!("queue-locked");
