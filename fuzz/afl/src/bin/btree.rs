monolith_afl::afl_demo!("btree");
