monolith_afl::afl_demo!("archive-ok", demos::protocols::archive::working_engine);
