monolith_afl::afl_demo!("sched", demos::planted::sched::faulty_engine);
