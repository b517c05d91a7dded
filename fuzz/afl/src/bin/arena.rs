monolith_afl::afl_demo!("arena");
