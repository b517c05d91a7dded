monolith_afl::afl_demo!("parray-full-ok", demos::parray_full::working_engine);
