monolith_afl::afl_demo!("bag-nondet", demos::bag_nondet::faulty_engine);
