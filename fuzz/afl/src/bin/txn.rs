monolith_afl::afl_demo!("txn", demos::protocols::txn::faulty_engine);
