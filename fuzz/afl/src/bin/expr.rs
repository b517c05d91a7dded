monolith_afl::afl_demo!("expr", demos::expr::faulty_engine);
