monolith_afl::afl_demo!("misc-pop-empty", demos::misc::pop_empty::faulty_engine);
