monolith_afl::afl_demo!("ptset", demos::ptset::faulty_engine);
