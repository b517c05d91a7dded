#![no_main]
monolith_fuzz::libfuzzer_demo!(
    "priority-queue-ok",
    demos::crates::priority_queue::working_engine
);
