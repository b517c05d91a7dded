monolith_afl::afl_demo!("misc-map-choose-ok");
