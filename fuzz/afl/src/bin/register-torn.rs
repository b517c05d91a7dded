monolith_afl::afl_parallel!("register-torn");
