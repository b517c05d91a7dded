monolith_afl::afl_demo!("stackvm", demos::stackvm::faulty_engine);
