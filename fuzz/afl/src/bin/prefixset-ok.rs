monolith_afl::afl_demo!("prefixset-ok", demos::planted::prefixset::working_engine);
