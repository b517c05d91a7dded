monolith_afl::afl_demo!("contracts", demos::contracts::faulty_engine);
