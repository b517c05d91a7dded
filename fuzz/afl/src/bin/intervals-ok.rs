monolith_afl::afl_demo!("intervals-ok", demos::planted::intervals::working_engine);
