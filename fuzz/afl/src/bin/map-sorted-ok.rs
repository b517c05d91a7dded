monolith_afl::afl_demo!("map-sorted-ok", demos::map::sorted_engine);
