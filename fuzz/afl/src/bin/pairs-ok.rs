monolith_afl::afl_demo!("pairs-ok", demos::pairs::working_engine);
