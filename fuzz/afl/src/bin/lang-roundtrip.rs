monolith_afl::afl_demo!("lang-roundtrip", demos::lang::roundtrip::faulty_engine);
