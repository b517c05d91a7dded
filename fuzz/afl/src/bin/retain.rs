monolith_afl::afl_demo!("retain", demos::retain::faulty_engine);
