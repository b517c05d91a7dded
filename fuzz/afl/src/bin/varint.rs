monolith_afl::afl_demo!("varint", demos::planted::varint::faulty_engine);
