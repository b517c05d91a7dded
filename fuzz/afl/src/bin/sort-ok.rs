monolith_afl::afl_demo!("sort-ok", demos::sort::working_engine);
