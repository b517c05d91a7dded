monolith_afl::afl_demo!("bag-nondet-ok");
