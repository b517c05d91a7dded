monolith_afl::afl_demo!("bigset-ok", demos::planted::bigset::working_engine);
