monolith_afl::afl_demo!("varint-ok", demos::planted::varint::working_engine);
