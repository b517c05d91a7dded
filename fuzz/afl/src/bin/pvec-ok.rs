monolith_afl::afl_demo!("pvec-ok", demos::planted::pvec::working_engine);
