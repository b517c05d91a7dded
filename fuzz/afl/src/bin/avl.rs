monolith_afl::afl_demo!("avl");
