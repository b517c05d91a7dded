monolith_afl::afl_demo!("lang-email", demos::lang::email::faulty_engine);
