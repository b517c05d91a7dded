#![no_main]
monolith_fuzz::libfuzzer_demo!("pvec", demos::planted::pvec::faulty_engine);
