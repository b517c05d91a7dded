monolith_afl::afl_demo!("misc-pop-empty-ok", demos::misc::pop_empty::working_engine);
