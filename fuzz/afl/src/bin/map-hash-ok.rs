monolith_afl::afl_demo!("map-hash-ok");
