monolith_afl::afl_demo!("smallvec-ok");
