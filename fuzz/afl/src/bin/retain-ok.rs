monolith_afl::afl_demo!("retain-ok", demos::retain::working_engine);
