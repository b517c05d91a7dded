monolith_afl::afl_demo!("misc-pop-empty");
