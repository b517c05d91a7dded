monolith_afl::afl_demo!("seq-ok", demos::seq::working_engine);
