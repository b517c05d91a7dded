monolith_afl::afl_demo!("hashtab", demos::planted::hashtab::faulty_engine);
