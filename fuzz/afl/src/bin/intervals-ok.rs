monolith_afl::afl_demo!("intervals-ok");
