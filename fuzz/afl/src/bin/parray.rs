monolith_afl::afl_demo!("parray", demos::parray::faulty_engine);
