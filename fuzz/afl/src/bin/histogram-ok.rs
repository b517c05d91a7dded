monolith_afl::afl_demo!("histogram-ok");
