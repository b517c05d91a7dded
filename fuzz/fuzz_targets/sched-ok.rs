#![no_main]
monolith_fuzz::libfuzzer_demo!("sched-ok", demos::planted::sched::working_engine);
