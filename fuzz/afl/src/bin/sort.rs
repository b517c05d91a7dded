monolith_afl::afl_demo!("sort", demos::sort::faulty_engine);
