monolith_afl::afl_demo!("monotone-ok", demos::laws::monotone_working_engine);
