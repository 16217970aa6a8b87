#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| cap_fuzz::declaration(data));
