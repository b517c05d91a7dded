monolith_afl::afl_demo!("vecdeque-ok", demos::crates::vecdeque::working_engine);
