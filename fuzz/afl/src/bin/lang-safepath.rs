monolith_afl::afl_demo!("lang-safepath", demos::lang::safepath::faulty_engine);
