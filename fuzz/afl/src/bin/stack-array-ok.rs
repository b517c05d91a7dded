monolith_afl::afl_demo!("stack-array-ok", demos::stack::array_engine);
