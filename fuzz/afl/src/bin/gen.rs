monolith_afl::afl_demo!("gen", demos::gen::faulty_engine);
