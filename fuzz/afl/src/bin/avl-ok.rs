monolith_afl::afl_demo!("avl-ok", demos::avl::working_engine);
