monolith_afl::afl_demo!("ring-ok", demos::planted::ring::working_engine);
