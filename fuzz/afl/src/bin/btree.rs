monolith_afl::afl_demo!("btree", demos::planted::btree::faulty_engine);
