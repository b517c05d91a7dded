monolith_afl::afl_demo!("btree-ok", demos::planted::btree::working_engine);
