monolith_afl::afl_demo!("parray-full");
