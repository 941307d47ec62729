//! Rows of a builtin table by opcode, for the reverse translation: every instruction of a module
//! asks "is this opcode a builtin of this family?", so the answer is a binary search over the
//! (opcode, row) pairs of the table, built once, not a scan of the table.

use std::sync::OnceLock;

/// (opcode, row number) pairs, sorted by opcode then row.
pub struct OpcodeIndex(OnceLock<Vec<(u16, u16)>>);

impl OpcodeIndex {
    pub const fn new() -> Self {
        OpcodeIndex(OnceLock::new())
    }

    /// The rows of `table` whose `opcodes` include `opcode`, in table order.
    pub fn rows<'t, T, const N: usize>(
        &'t self,
        table: &'t [T],
        opcodes: fn(&T) -> [Option<u16>; N],
        opcode: u16,
    ) -> impl Iterator<Item = &'t T> + 't {
        let pairs = self.0.get_or_init(|| {
            let mut pairs: Vec<(u16, u16)> = table
                .iter()
                .enumerate()
                .flat_map(|(row, t)| {
                    opcodes(t)
                        .into_iter()
                        .flatten()
                        .map(move |o| (o, row as u16))
                })
                .collect();
            pairs.sort_unstable();
            pairs.dedup();
            pairs
        });
        let start = pairs.partition_point(|&(o, _)| o < opcode);
        pairs[start..]
            .iter()
            .take_while(move |&&(o, _)| o == opcode)
            .map(move |&(_, row)| &table[row as usize])
    }
}
