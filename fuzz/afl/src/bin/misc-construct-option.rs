monolith_afl::afl_demo!("misc-construct-option");
