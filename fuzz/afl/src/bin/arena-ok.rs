monolith_afl::afl_demo!("arena-ok", demos::planted::arena::working_engine);
