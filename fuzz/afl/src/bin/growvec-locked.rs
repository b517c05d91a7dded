monolith_afl::afl_parallel!("growvec-locked");
