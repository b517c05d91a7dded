// A constructible-only spec (a generator and a printer) cannot be observed.
use monolith_core::spec::*;
use monolith_core::Source;

fn main() {
    let gen = constructible(|s: &mut Source| s.draw_u8(), |x: &u8| x.to_string());
    let _ = args().returns(gen);
}
