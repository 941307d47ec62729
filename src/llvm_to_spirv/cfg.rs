//! The order of a function's blocks in SPIR-V, which must list every block after the blocks
//! that dominate it (LLVM's order need not). We keep LLVM's order where it already satisfies
//! the rule and move a block only as far as its dominators require.

/// Immediate dominators of the blocks reachable from block 0 (`None` for block 0 and for
/// unreachable blocks), by the iterative algorithm of Cooper, Harvey and Kennedy.
pub(crate) fn immediate_dominators(succs: &[Vec<usize>]) -> Vec<Option<usize>> {
    let n = succs.len();
    if n == 0 {
        return Vec::new();
    }
    // Reverse postorder from the entry, without recursion.
    let mut post = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    seen[0] = true;
    while let Some(&(b, next)) = stack.last() {
        if let Some(&s) = succs[b].get(next) {
            if let Some(top) = stack.last_mut() {
                top.1 += 1;
            }
            if s < n && !seen[s] {
                seen[s] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(b);
            stack.pop();
        }
    }
    let mut po_index = vec![usize::MAX; n];
    for (i, &b) in post.iter().enumerate() {
        po_index[b] = i;
    }
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (b, ss) in succs.iter().enumerate() {
        if seen[b] {
            for &s in ss {
                if s < n {
                    preds[s].push(b);
                }
            }
        }
    }
    const UNDEF: usize = usize::MAX;
    let mut idom = vec![UNDEF; n];
    idom[0] = 0;
    let intersect = |idom: &[usize], mut a: usize, mut b: usize| {
        while a != b {
            while po_index[a] < po_index[b] {
                a = idom[a];
            }
            while po_index[b] < po_index[a] {
                b = idom[b];
            }
        }
        a
    };
    let mut changed = true;
    while changed {
        changed = false;
        for &b in post.iter().rev().skip(1) {
            let mut new = UNDEF;
            for &p in &preds[b] {
                if idom[p] == UNDEF {
                    continue;
                }
                new = if new == UNDEF {
                    p
                } else {
                    intersect(&idom, p, new)
                };
            }
            if new != UNDEF && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    idom.iter()
        .enumerate()
        .map(|(b, &d)| (b != 0 && d != UNDEF).then_some(d))
        .collect()
}

/// An order of the blocks where each comes after its dominators: LLVM's order, with a block
/// held back until its immediate dominator is placed; unreachable blocks last.
pub(crate) fn block_order(succs: &[Vec<usize>]) -> Vec<usize> {
    let n = succs.len();
    let idom = immediate_dominators(succs);
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut unreachable = Vec::new();
    for b in 1..n {
        match idom[b] {
            Some(d) => children[d].push(b),
            None => unreachable.push(b),
        }
    }
    let mut placed = vec![false; n];
    let mut order = Vec::with_capacity(n);
    // Blocks are placed in LLVM order once their dominator is; placing one may release
    // blocks that wait for it (kept sorted by index).
    let mut ready: std::collections::BTreeSet<usize> = std::collections::BTreeSet::new();
    if n > 0 {
        ready.insert(0);
    }
    while let Some(b) = ready.pop_first() {
        if placed[b] {
            continue;
        }
        placed[b] = true;
        order.push(b);
        ready.extend(children[b].iter().copied());
    }
    order.extend(unreachable);
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn straight_order_is_kept() {
        let succs = vec![vec![1, 2], vec![3], vec![3], vec![]];
        assert_eq!(block_order(&succs), vec![0, 1, 2, 3]);
        assert_eq!(
            immediate_dominators(&succs),
            vec![None, Some(0), Some(0), Some(0)]
        );
    }

    #[test]
    fn a_block_before_its_dominator_moves_after_it() {
        // 0 → 2 → 1 → 3: LLVM lists 1 (dominated by 2) before 2.
        let succs = vec![vec![2], vec![3], vec![1], vec![]];
        assert_eq!(block_order(&succs), vec![0, 2, 1, 3]);
    }

    #[test]
    fn loops_and_unreachable_blocks() {
        // 0 → 1 ⇄ 2, 1 → 3; 4 is unreachable and jumps into the loop.
        let succs = vec![vec![1], vec![2, 3], vec![1], vec![], vec![1]];
        assert_eq!(
            immediate_dominators(&succs),
            vec![None, Some(0), Some(1), Some(1), None]
        );
        assert_eq!(block_order(&succs), vec![0, 1, 2, 3, 4]);
    }

    #[test]
    fn every_block_follows_its_dominators() {
        // A diamond inside a loop, listed backwards.
        let succs = vec![vec![5], vec![], vec![5, 1], vec![2], vec![2], vec![3, 4]];
        let order = block_order(&succs);
        let idom = immediate_dominators(&succs);
        let pos = |b: usize| order.iter().position(|&x| x == b).unwrap_or(usize::MAX);
        for (b, d) in idom.iter().enumerate() {
            if let Some(d) = d {
                assert!(pos(*d) < pos(b), "{order:?}");
            }
        }
        assert_eq!(order.len(), 6);
    }
}

/// The blocks of the natural loop of the back edge `latch → header`: the header and every
/// block that reaches the latch without passing through the header.
pub(crate) fn natural_loop(succs: &[Vec<usize>], header: usize, latch: usize) -> Vec<bool> {
    let n = succs.len();
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (b, ss) in succs.iter().enumerate() {
        for &s in ss {
            if s < n {
                preds[s].push(b);
            }
        }
    }
    let mut inside = vec![false; n];
    if header >= n || latch >= n {
        return inside;
    }
    inside[header] = true;
    let mut stack = vec![latch];
    while let Some(b) = stack.pop() {
        if inside[b] {
            continue;
        }
        inside[b] = true;
        stack.extend(preds[b].iter().copied());
    }
    inside
}

/// The header of the loop whose back edge leaves `latch`: the successor that dominates it.
pub(crate) fn loop_header(
    succs: &[Vec<usize>],
    idom: &[Option<usize>],
    latch: usize,
) -> Option<usize> {
    let dominates = |a: usize, mut b: usize| loop {
        if a == b {
            return true;
        }
        match idom.get(b).copied().flatten() {
            Some(d) => b = d,
            None => return false,
        }
    };
    succs
        .get(latch)?
        .iter()
        .copied()
        .find(|&h| dominates(h, latch))
}

/// The header, merge block and continue target of a loop whose back edge leaves `latch`: the
/// one block the loop exits to, and the latch. `None` when the latch does not branch back to a
/// block that dominates it, or the loop exits to several blocks (or none).
pub(crate) fn loop_merge(
    succs: &[Vec<usize>],
    idom: &[Option<usize>],
    latch: usize,
) -> Option<(usize, usize, usize)> {
    let header = loop_header(succs, idom, latch)?;
    let inside = natural_loop(succs, header, latch);
    let mut exits: Vec<usize> = Vec::new();
    for (b, ss) in succs.iter().enumerate() {
        if inside[b] {
            for &s in ss {
                if s < inside.len() && !inside[s] && !exits.contains(&s) {
                    exits.push(s);
                }
            }
        }
    }
    match exits.as_slice() {
        [merge] => Some((header, *merge, latch)),
        _ => None,
    }
}

#[cfg(test)]
mod loop_tests {
    use super::*;

    #[test]
    fn for_and_do_while_loops() {
        // entry 0 → cond 1 → body 2 → inc 3 → cond 1; cond 1 → end 4.
        let succs = vec![vec![1], vec![2, 4], vec![3], vec![1], vec![]];
        let idom = immediate_dominators(&succs);
        assert_eq!(loop_merge(&succs, &idom, 3), Some((1, 4, 3)));
        // do-while: entry 0 → body 1 → cond 2 → body 1 | end 3.
        let succs = vec![vec![1], vec![2], vec![1, 3], vec![]];
        let idom = immediate_dominators(&succs);
        assert_eq!(loop_merge(&succs, &idom, 2), Some((1, 3, 2)));
    }

    #[test]
    fn loops_without_a_single_exit_or_back_edge() {
        // Infinite loop: no exit.
        let succs = vec![vec![1], vec![1]];
        let idom = immediate_dominators(&succs);
        assert_eq!(loop_merge(&succs, &idom, 1), None);
        // Two exits: 1 → 3, 2 → 4.
        let succs = vec![vec![1], vec![2, 3], vec![1, 4], vec![], vec![]];
        let idom = immediate_dominators(&succs);
        assert_eq!(loop_merge(&succs, &idom, 2), None);
        // Not a back edge: 0 → 1.
        let succs = vec![vec![1], vec![]];
        let idom = immediate_dominators(&succs);
        assert_eq!(loop_merge(&succs, &idom, 0), None);
    }
}
