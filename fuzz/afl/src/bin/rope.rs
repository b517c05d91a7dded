monolith_afl::afl_demo!("rope", demos::planted::rope::faulty_engine);
