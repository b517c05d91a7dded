monolith_afl::afl_demo!("bag-det", demos::bag_det::faulty_engine);
