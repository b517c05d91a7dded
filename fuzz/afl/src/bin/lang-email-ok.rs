monolith_afl::afl_demo!("lang-email-ok", demos::lang::email::working_engine);
