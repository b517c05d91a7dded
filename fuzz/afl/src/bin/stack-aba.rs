monolith_afl::afl_parallel!("stack-aba");
