monolith_afl::afl_demo!("parray-ok", demos::parray::working_engine);
