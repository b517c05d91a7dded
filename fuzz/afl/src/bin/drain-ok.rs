monolith_afl::afl_demo!("drain-ok", demos::drain::working_engine);
