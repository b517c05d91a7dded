monolith_afl::afl_parallel!("register-atomic");
