monolith_afl::afl_demo!("misc-choose-remove-ok");
