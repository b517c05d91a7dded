monolith_afl::afl_parallel!("set-race");
