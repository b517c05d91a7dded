monolith_afl::afl_demo!("sched-ok", demos::planted::sched::working_engine);
