monolith_afl::afl_demo!("idempotent-ok", demos::laws::idempotent_working_engine);
