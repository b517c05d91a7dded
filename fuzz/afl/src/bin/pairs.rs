monolith_afl::afl_demo!("pairs", demos::pairs::faulty_engine);
