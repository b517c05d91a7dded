monolith_afl::afl_demo!("histogram-ok", demos::planted::histogram::working_engine);
