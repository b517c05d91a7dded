monolith_afl::afl_demo!("arena", demos::planted::arena::faulty_engine);
