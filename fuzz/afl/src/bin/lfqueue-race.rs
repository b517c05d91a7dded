monolith_afl::afl_parallel!("lfqueue-race");
