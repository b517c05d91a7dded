monolith_afl::afl_demo!("ptset-ok", demos::ptset::working_engine);
