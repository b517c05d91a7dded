monolith_afl::afl_demo!("seq", demos::seq::faulty_engine);
