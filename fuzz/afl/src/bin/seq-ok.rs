monolith_afl::afl_demo!("seq-ok");
