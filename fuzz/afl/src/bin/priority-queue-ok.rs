monolith_afl::afl_demo!(
    "priority-queue-ok",
    demos::crates::priority_queue::working_engine
);
