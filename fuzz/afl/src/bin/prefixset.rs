monolith_afl::afl_demo!("prefixset", demos::planted::prefixset::faulty_engine);
