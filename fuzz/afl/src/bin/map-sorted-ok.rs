monolith_afl::afl_demo!("map-sorted-ok");
