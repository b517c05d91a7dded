monolith_afl::afl_demo!("lru-ok", demos::crates::lru::working_engine);
