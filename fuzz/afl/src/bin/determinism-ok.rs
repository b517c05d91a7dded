monolith_afl::afl_demo!("determinism-ok", demos::determinism::working_engine);
