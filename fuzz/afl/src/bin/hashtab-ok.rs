monolith_afl::afl_demo!("hashtab-ok", demos::planted::hashtab::working_engine);
