monolith_afl::afl_demo!("interference", demos::interference::faulty_engine);
