monolith_afl::afl_demo!("idempotent", demos::laws::idempotent_faulty_engine);
