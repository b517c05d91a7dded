monolith_afl::afl_demo!("floatsum-ok", demos::floatsum::working_engine);
