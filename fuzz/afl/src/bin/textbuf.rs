monolith_afl::afl_demo!("textbuf", demos::planted::textbuf::faulty_engine);
