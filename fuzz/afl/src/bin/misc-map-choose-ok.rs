monolith_afl::afl_demo!(
    "misc-map-choose-ok",
    demos::misc::map_choose::working_engine
);
