monolith_afl::afl_demo!("sparray", demos::sparray::faulty_engine);
