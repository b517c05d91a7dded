monolith_afl::afl_demo!("lang-roundtrip-ok", demos::lang::roundtrip::working_engine);
