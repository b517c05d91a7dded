monolith_afl::afl_demo!("histogram", demos::planted::histogram::faulty_engine);
