monolith_afl::afl_demo!("drain", demos::drain::faulty_engine);
