monolith_afl::afl_demo!("expr-ok", demos::expr::working_engine);
