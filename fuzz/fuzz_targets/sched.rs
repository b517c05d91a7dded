#![no_main]
monolith_fuzz::libfuzzer_demo!("sched", demos::planted::sched::faulty_engine);
