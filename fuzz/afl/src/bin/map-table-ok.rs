monolith_afl::afl_demo!("map-table-ok");
