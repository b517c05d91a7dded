monolith_afl::afl_demo!("sparray-ok", demos::sparray::working_engine);
