monolith_afl::afl_demo!("bag-nondet-ok", demos::bag_nondet::working_engine);
