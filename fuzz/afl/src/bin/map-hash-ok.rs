monolith_afl::afl_demo!("map-hash-ok", demos::map::hash_engine);
