monolith_afl::afl_demo!("gen-ok");
