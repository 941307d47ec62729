//! The order in which the reverse translation visits a function's blocks: every reachable block
//! after its dominators (reverse post-order from the entry block), then the unreachable blocks in
//! the module's order. SPIR-V requires blocks in dominance order, but modules on disk (the
//! incumbent's -O2 output among them) may list a block before its dominator; visiting in this
//! order lets every use (other than a phi's, which are completed last) find its definition.
//! The LLVM blocks keep the module's layout: only the visit order changes.

use std::collections::HashMap;

/// One block of a function: its label id and the instruction index range after the label.
#[derive(Clone, Copy, Debug)]
pub(crate) struct BlockRange {
    pub label: u32,
    pub start: usize,
    pub end: usize,
}

/// The visit order over `blocks` (indices into it), given each block's successor labels
/// (`succs[k]` for `blocks[k]`). Linear in blocks plus edges.
pub(crate) fn visit_order(blocks: &[BlockRange], succs: &[Vec<u32>]) -> Vec<usize> {
    let index: HashMap<u32, usize> = blocks
        .iter()
        .enumerate()
        .map(|(k, b)| (b.label, k))
        .collect();
    let n = blocks.len();
    let mut seen = vec![false; n];
    let mut post = Vec::with_capacity(n);
    if n == 0 {
        return post;
    }
    // Iterative depth-first search: (block, next successor to look at).
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    seen[0] = true;
    while let Some(top) = stack.last_mut() {
        let (k, next) = *top;
        let targets = succs.get(k).map_or(&[][..], Vec::as_slice);
        if let Some(&label) = targets.get(next) {
            top.1 += 1;
            if let Some(&t) = index.get(&label) {
                if !seen[t] {
                    seen[t] = true;
                    stack.push((t, 0));
                }
            }
        } else {
            post.push(k);
            stack.pop();
        }
    }
    post.reverse();
    post.extend((0..n).filter(|&k| !seen[k]));
    post
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blocks(labels: &[u32]) -> Vec<BlockRange> {
        labels
            .iter()
            .map(|&label| BlockRange {
                label,
                start: 0,
                end: 0,
            })
            .collect()
    }

    #[test]
    fn dominators_come_first_whatever_the_layout() {
        // Layout: entry(1), latch(3), header(2), exit(4), dead(5); 1→2, 2→3|4, 3→2.
        let b = blocks(&[1, 3, 2, 4, 5]);
        let succs = vec![vec![2], vec![2], vec![3, 4], vec![], vec![4]];
        let order: Vec<u32> = visit_order(&b, &succs)
            .into_iter()
            .map(|k| b[k].label)
            .collect();
        let pos = |l: u32| order.iter().position(|&x| x == l).unwrap();
        assert_eq!(order[0], 1);
        assert!(pos(2) < pos(3));
        assert!(pos(2) < pos(4));
        assert_eq!(*order.last().unwrap(), 5, "unreachable blocks last");
        assert_eq!(order.len(), 5);
    }
}
