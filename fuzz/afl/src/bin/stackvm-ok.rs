monolith_afl::afl_demo!("stackvm-ok", demos::stackvm::working_engine);
