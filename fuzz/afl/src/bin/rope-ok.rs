monolith_afl::afl_demo!("rope-ok", demos::planted::rope::working_engine);
