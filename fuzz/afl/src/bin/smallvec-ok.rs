monolith_afl::afl_demo!("smallvec-ok", demos::crates::smallvec::working_engine);
