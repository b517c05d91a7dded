monolith_afl::afl_demo!("indexmap-ok", demos::crates::indexmap::working_engine);
