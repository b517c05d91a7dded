monolith_afl::afl_demo!("vecdeque-ok");
