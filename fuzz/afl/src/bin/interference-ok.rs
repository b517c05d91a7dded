monolith_afl::afl_demo!("interference-ok", demos::interference::working_engine);
