monolith_afl::afl_demo!("textbuf");
