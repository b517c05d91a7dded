monolith_afl::afl_demo!("misc-nondet-pair-right");
