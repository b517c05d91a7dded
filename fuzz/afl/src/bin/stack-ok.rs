monolith_afl::afl_demo!("stack-ok", demos::stack::working_engine);
