monolith_afl::afl_demo!("monotone", demos::laws::monotone_faulty_engine);
