monolith_afl::afl_parallel!("queue-split");
