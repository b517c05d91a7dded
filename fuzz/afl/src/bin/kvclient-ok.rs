monolith_afl::afl_demo!("kvclient-ok", demos::kvclient::working_engine);
