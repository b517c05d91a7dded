#[monolith_core::api(protocol = r#"tx: "begin" "put"* ("comit" | "rollback");"#)]
pub trait Tx {
    fn begin() -> Self;
    fn put(&mut self, x: u8);
    fn commit(&mut self);
    fn rollback(&mut self);
}

fn main() {}
