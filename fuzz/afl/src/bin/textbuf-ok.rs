monolith_afl::afl_demo!("textbuf-ok", demos::planted::textbuf::working_engine);
