monolith_afl::afl_demo!("avl", demos::avl::faulty_engine);
