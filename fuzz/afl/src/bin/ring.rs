monolith_afl::afl_demo!("ring", demos::planted::ring::faulty_engine);
