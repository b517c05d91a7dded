monolith_afl::afl_demo!("rope");
