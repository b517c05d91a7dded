monolith_afl::afl_demo!("hashtab");
