monolith_afl::afl_demo!("pvec", demos::planted::pvec::faulty_engine);
