monolith_afl::afl_demo!("contracts-ok", demos::contracts::working_engine);
