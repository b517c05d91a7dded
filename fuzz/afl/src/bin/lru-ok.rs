monolith_afl::afl_demo!("lru-ok");
