monolith_afl::afl_demo!("bigset", demos::planted::bigset::faulty_engine);
