monolith_afl::afl_parallel!("counter-race");
