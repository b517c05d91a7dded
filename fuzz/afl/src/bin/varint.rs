monolith_afl::afl_demo!("varint");
