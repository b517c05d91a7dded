monolith_afl::afl_demo!(
    "priority-queue-1-3-0",
    demos::crates::double_priority_queue::faulty_engine
);
