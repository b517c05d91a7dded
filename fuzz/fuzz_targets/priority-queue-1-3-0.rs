#![no_main]
monolith_fuzz::libfuzzer_demo!(
    "priority-queue-1-3-0",
    demos::crates::double_priority_queue::faulty_engine
);
