monolith_afl::afl_demo!("indexmap-ok");
