monolith_afl::afl_demo!("archive", demos::protocols::archive::faulty_engine);
