monolith_afl::afl_demo!("intervals");
