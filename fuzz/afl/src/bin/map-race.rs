monolith_afl::afl_parallel!("map-race");
