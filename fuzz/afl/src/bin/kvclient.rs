monolith_afl::afl_demo!("kvclient", demos::kvclient::faulty_engine);
