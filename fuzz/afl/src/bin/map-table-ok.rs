monolith_afl::afl_demo!("map-table-ok", demos::map::table_engine);
