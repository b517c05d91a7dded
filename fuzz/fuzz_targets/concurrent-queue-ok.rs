#![no_main]
monolith_fuzz::libfuzzer_parallel!("concurrent-queue-ok");
