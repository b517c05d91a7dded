monolith_afl::afl_demo!("floatsum", demos::floatsum::faulty_engine);
