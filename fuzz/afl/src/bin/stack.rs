monolith_afl::afl_demo!("stack", demos::stack::faulty_engine);
