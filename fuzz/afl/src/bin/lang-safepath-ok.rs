monolith_afl::afl_demo!("lang-safepath-ok", demos::lang::safepath::working_engine);
