monolith_afl::afl_demo!("gen-ok", demos::gen::working_engine);
