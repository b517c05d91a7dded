monolith_afl::afl_demo!("misc-map-choose", demos::misc::map_choose::faulty_engine);
