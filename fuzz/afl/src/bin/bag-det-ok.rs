monolith_afl::afl_demo!("bag-det-ok", demos::bag_det::working_engine);
