monolith_afl::afl_demo!("stackvm-ok");
