monolith_afl::afl_demo!("parray-full", demos::parray_full::faulty_engine);
