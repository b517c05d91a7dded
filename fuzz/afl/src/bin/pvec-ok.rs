monolith_afl::afl_demo!("pvec-ok");
