//! The order of a function's blocks in SPIR-V, which must list every block after the blocks
//! that dominate it (LLVM's order need not). We keep LLVM's order where it already satisfies
//! the rule and move a block only as far as its dominators require.

/// The predecessors of every block (with multiplicity, in block order); successors out of
/// range are ignored.
pub(crate) fn predecessors(succs: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let n = succs.len();
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (b, ss) in succs.iter().enumerate() {
        for &s in ss {
            if s < n {
                preds[s].push(b);
            }
        }
    }
    preds
}

/// Immediate dominators of the blocks reachable from block 0 (`None` for block 0 and for
/// unreachable blocks), by the algorithm of Lengauer and Tarjan (simple version: path
/// compression, O(m log n)); without recursion, so a function of any size is fine.
pub(crate) fn immediate_dominators(succs: &[Vec<usize>]) -> Vec<Option<usize>> {
    let n = succs.len();
    if n == 0 {
        return Vec::new();
    }
    const NONE: usize = usize::MAX;
    // Depth-first preorder from the entry: `pre[b]` its number, `vertex[k]` the block numbered
    // k, `parent` its parent in the DFS tree.
    let mut pre = vec![NONE; n];
    let mut vertex = Vec::with_capacity(n);
    let mut parent = vec![NONE; n];
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    pre[0] = 0;
    vertex.push(0);
    while let Some(top) = stack.last_mut() {
        let (b, next) = *top;
        if let Some(&s) = succs[b].get(next) {
            top.1 += 1;
            if s < n && pre[s] == NONE {
                pre[s] = vertex.len();
                vertex.push(s);
                parent[s] = b;
                stack.push((s, 0));
            }
        } else {
            stack.pop();
        }
    }
    let preds = predecessors(succs);
    // Semidominators as preorder numbers; the forest of processed vertices with `ancestor`
    // links, compressed, and `label` the vertex of least semidominator on the compressed path.
    let mut semi: Vec<usize> = pre.clone();
    let mut ancestor = vec![NONE; n];
    let mut label: Vec<usize> = (0..n).collect();
    let mut idom = vec![NONE; n];
    let mut bucket: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut path: Vec<usize> = Vec::new();
    let mut eval = |v: usize, ancestor: &mut [usize], label: &mut [usize], semi: &[usize]| {
        if ancestor[v] == NONE {
            return v;
        }
        path.clear();
        let mut x = v;
        while ancestor[ancestor[x]] != NONE {
            path.push(x);
            x = ancestor[x];
        }
        for &x in path.iter().rev() {
            let a = ancestor[x];
            if semi[label[a]] < semi[label[x]] {
                label[x] = label[a];
            }
            ancestor[x] = ancestor[a];
        }
        label[v]
    };
    for k in (1..vertex.len()).rev() {
        let w = vertex[k];
        for &v in &preds[w] {
            if pre[v] == NONE {
                continue;
            }
            let u = eval(v, &mut ancestor, &mut label, &semi);
            if semi[u] < semi[w] {
                semi[w] = semi[u];
            }
        }
        bucket[vertex[semi[w]]].push(w);
        let p = parent[w];
        ancestor[w] = p;
        for v in std::mem::take(&mut bucket[p]) {
            let u = eval(v, &mut ancestor, &mut label, &semi);
            idom[v] = if semi[u] < semi[v] { u } else { p };
        }
    }
    for &w in vertex.iter().skip(1) {
        if idom[w] != vertex[semi[w]] {
            idom[w] = idom[idom[w]];
        }
    }
    idom.iter()
        .enumerate()
        .map(|(b, &d)| (b != 0 && d != NONE).then_some(d))
        .collect()
}

/// The dominator tree as preorder intervals: `a` dominates `b` when `b`'s number falls in
/// `a`'s interval. Answers in constant time, whatever the depth of the tree.
pub(crate) struct Dominance {
    enter: Vec<usize>,
    leave: Vec<usize>,
}

impl Dominance {
    pub(crate) fn new(idom: &[Option<usize>]) -> Self {
        let n = idom.len();
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (b, d) in idom.iter().enumerate() {
            if let Some(d) = *d {
                children[d].push(b);
            }
        }
        let (mut enter, mut leave) = (vec![usize::MAX; n], vec![0; n]);
        let mut clock = 0;
        let mut stack: Vec<(usize, usize)> = Vec::new();
        if n > 0 {
            stack.push((0, 0));
            enter[0] = 0;
            clock = 1;
        }
        while let Some(top) = stack.last_mut() {
            let (b, next) = *top;
            if let Some(&c) = children[b].get(next) {
                top.1 += 1;
                enter[c] = clock;
                clock += 1;
                stack.push((c, 0));
            } else {
                leave[b] = clock;
                stack.pop();
            }
        }
        Dominance { enter, leave }
    }

    /// Whether `a` dominates `b` (every block dominates itself).
    pub(crate) fn dominates(&self, a: usize, b: usize) -> bool {
        if a == b {
            return true;
        }
        let (Some(&ea), Some(&eb)) = (self.enter.get(a), self.enter.get(b)) else {
            return false;
        };
        ea != usize::MAX && eb != usize::MAX && ea <= eb && eb < self.leave[a]
    }
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

    /// Dominators by definition: `d` dominates `b` when `b` is unreachable from the entry
    /// without passing `d`; the immediate one is the strict dominator all others dominate.
    fn reference_idoms(succs: &[Vec<usize>]) -> Vec<Option<usize>> {
        let n = succs.len();
        let reach = |skip: usize| {
            let mut seen = vec![false; n];
            let mut stack = vec![0];
            while let Some(b) = stack.pop() {
                if b == skip || seen[b] {
                    continue;
                }
                seen[b] = true;
                stack.extend(succs[b].iter().copied().filter(|&s| s < n));
            }
            seen
        };
        let all = reach(usize::MAX);
        // dominated[d][b]: d dominates b.
        let dominated: Vec<Vec<bool>> = (0..n)
            .map(|d| {
                let r = reach(d);
                (0..n).map(|b| all[b] && (b == d || !r[b])).collect()
            })
            .collect();
        (0..n)
            .map(|b| {
                if b == 0 || !all[b] {
                    return None;
                }
                let strict: Vec<usize> = (0..n).filter(|&d| d != b && dominated[d][b]).collect();
                strict
                    .iter()
                    .copied()
                    .find(|&d| strict.iter().all(|&e| dominated[e][d]))
            })
            .collect()
    }

    #[test]
    fn dominators_of_random_graphs_match_the_definition() {
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = |m: usize| {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            ((seed >> 33) as usize) % m
        };
        for _ in 0..300 {
            let n = 1 + next(12);
            let succs: Vec<Vec<usize>> = (0..n)
                .map(|_| (0..next(4)).map(|_| next(n + 1)).collect())
                .collect();
            let idom = immediate_dominators(&succs);
            assert_eq!(idom, reference_idoms(&succs), "{succs:?}");
            let dom = Dominance::new(&idom);
            let expected = reference_idoms(&succs);
            for a in 0..n {
                for b in 0..n {
                    // a dominates b: a is b or on b's chain of immediate dominators.
                    let mut x = Some(b);
                    let mut chain = false;
                    while let Some(y) = x {
                        if y == a {
                            chain = true;
                            break;
                        }
                        x = expected[y];
                    }
                    let reachable = b == 0 || expected[b].is_some();
                    assert_eq!(
                        dom.dominates(a, b),
                        a == b || (chain && reachable),
                        "{a} {b} {succs:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_long_chain_leaving_to_one_exit() {
        // Each block of the chain branches to the exit: the exit's dominator is the first.
        let n = 20_000;
        let mut succs: Vec<Vec<usize>> = (0..n).map(|b| vec![n, b + 1]).collect();
        succs[n - 1] = vec![n];
        succs.push(Vec::new());
        let idom = immediate_dominators(&succs);
        assert_eq!(idom[n], Some(0));
        assert_eq!(idom[n - 1], Some(n - 2));
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
/// block that reaches the latch without passing through the header (each once).
pub(crate) fn natural_loop(preds: &[Vec<usize>], header: usize, latch: usize) -> Vec<usize> {
    let n = preds.len();
    if header >= n || latch >= n {
        return Vec::new();
    }
    let mut inside = std::collections::HashSet::new();
    inside.insert(header);
    let mut blocks = vec![header];
    let mut stack = vec![latch];
    while let Some(b) = stack.pop() {
        if !inside.insert(b) {
            continue;
        }
        blocks.push(b);
        stack.extend(preds[b].iter().copied());
    }
    blocks
}

/// The header of the loop whose back edge leaves `latch`: the successor that dominates it.
pub(crate) fn loop_header(succs: &[Vec<usize>], dom: &Dominance, latch: usize) -> Option<usize> {
    succs
        .get(latch)?
        .iter()
        .copied()
        .find(|&h| dom.dominates(h, latch))
}

/// The header, merge block and continue target of a loop whose back edge leaves `latch`, the
/// latch being the continue target. The merge block is an exit of the loop: its only one, or,
/// when it has several, the one its header's branch leaves to (the loop's test in a `for` or
/// `while`), else the latch's (a `do`-`while`), else that of the first exiting block in function
/// order. A Kernel module has no structured-control-flow rule the other exits would break
/// (SPIR-V 2.11 binds Shader modules; OpLoopMerge only needs a merge block that is a label of
/// the function, not the header, merging no other header). `None` when the latch does not
/// branch back to a block that dominates it, or the loop has no exit.
pub(crate) fn loop_merge(
    succs: &[Vec<usize>],
    preds: &[Vec<usize>],
    dom: &Dominance,
    latch: usize,
) -> Option<(usize, usize, usize)> {
    let header = loop_header(succs, dom, latch)?;
    let blocks = natural_loop(preds, header, latch);
    let inside: std::collections::HashSet<usize> = blocks.iter().copied().collect();
    let exit_of = |b: usize| {
        succs[b]
            .iter()
            .copied()
            .find(|&s| s < succs.len() && !inside.contains(&s))
    };
    let merge = exit_of(header).or_else(|| exit_of(latch)).or_else(|| {
        blocks
            .iter()
            .filter_map(|&b| Some((b, exit_of(b)?)))
            .min()
            .map(|(_, e)| e)
    })?;
    Some((header, merge, latch))
}

#[cfg(test)]
mod loop_tests {
    use super::*;

    fn merge(succs: &[Vec<usize>], latch: usize) -> Option<(usize, usize, usize)> {
        let dom = Dominance::new(&immediate_dominators(succs));
        loop_merge(succs, &predecessors(succs), &dom, latch)
    }

    #[test]
    fn for_and_do_while_loops() {
        // entry 0 → cond 1 → body 2 → inc 3 → cond 1; cond 1 → end 4.
        let succs = vec![vec![1], vec![2, 4], vec![3], vec![1], vec![]];
        assert_eq!(merge(&succs, 3), Some((1, 4, 3)));
        // do-while: entry 0 → body 1 → cond 2 → body 1 | end 3.
        let succs = vec![vec![1], vec![2], vec![1, 3], vec![]];
        assert_eq!(merge(&succs, 2), Some((1, 3, 2)));
    }

    #[test]
    fn loops_with_several_exits() {
        // Header 1 → body 2 | end 3; body 2 → latch 4 | break 5; latch 4 → 1: the header's exit.
        let succs = vec![vec![1], vec![2, 3], vec![4, 5], vec![], vec![1], vec![]];
        assert_eq!(merge(&succs, 4), Some((1, 3, 4)));
        // do-while with a break: 1 → 2, 2 → 3 | 5 (break), latch 3 → 1 | 4: the latch's exit.
        let succs = vec![vec![1], vec![2], vec![3, 5], vec![1, 4], vec![], vec![]];
        assert_eq!(merge(&succs, 3), Some((1, 4, 3)));
        // Two exits, header 1 → 3 and latch 2 → 4: the header's.
        let succs = vec![vec![1], vec![2, 3], vec![1, 4], vec![], vec![]];
        assert_eq!(merge(&succs, 2), Some((1, 3, 2)));
        // Neither header 1 nor latch 4 leaves: 2 → 6 and 3 → 5, the exit of 2 (first block).
        let succs = vec![
            vec![1],
            vec![2],
            vec![3, 6],
            vec![4, 5],
            vec![1],
            vec![],
            vec![],
        ];
        assert_eq!(merge(&succs, 4), Some((1, 6, 4)));
    }

    #[test]
    fn loops_without_an_exit_or_back_edge() {
        // Infinite loop: no exit.
        let succs = vec![vec![1], vec![1]];
        assert_eq!(merge(&succs, 1), None);
        // Not a back edge: 0 → 1.
        let succs = vec![vec![1], vec![]];
        assert_eq!(merge(&succs, 0), None);
    }
}
