monolith_afl::afl_demo!("txn-ok", demos::protocols::txn::working_engine);
