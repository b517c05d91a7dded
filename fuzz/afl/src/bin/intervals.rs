monolith_afl::afl_demo!("intervals", demos::planted::intervals::faulty_engine);
