//! A map keyed by SPIR-V result ids: a vector indexed by the id, sized to the module's id
//! bound, so the lookups of every operand of every instruction are an index, not a hash.
//!
//! A bound (or an id) out of proportion to the module's size is what a forged header or a
//! malformed module has, not a real one: the map is then an ordered map, so that it cannot
//! exhaust memory (a 40-byte module claiming ids up to 2^28 would otherwise ask for gigabytes).

use std::collections::BTreeMap;

/// Result id → `V`, for the ids of one module.
pub(crate) struct IdMap<V> {
    slots: Slots<V>,
    /// The largest vector the map may grow to before it turns into an ordered map.
    limit: usize,
}

enum Slots<V> {
    Dense(Vec<Option<V>>),
    Sparse(BTreeMap<u32, V>),
}

impl<V> IdMap<V> {
    /// An empty map for ids below `bound`, in a module of `insts` instructions.
    pub fn with_bound(bound: u32, insts: usize) -> Self {
        let limit = crate::spirv::layout::dense_id_limit(insts);
        let slots = if (bound as usize) <= limit {
            let mut v = Vec::new();
            v.resize_with(bound as usize, || None);
            Slots::Dense(v)
        } else {
            Slots::Sparse(BTreeMap::new())
        };
        IdMap { slots, limit }
    }

    /// The value of `id`; an error naming the id when it has none.
    pub fn get(&self, id: &u32) -> Result<&V, NoEntry> {
        self.find(id).ok_or(NoEntry(*id))
    }

    /// The value of `id`, when it has one.
    pub fn find(&self, id: &u32) -> Option<&V> {
        match &self.slots {
            Slots::Dense(v) => v.get(*id as usize).and_then(Option::as_ref),
            Slots::Sparse(m) => m.get(id),
        }
    }

    pub fn contains_key(&self, id: &u32) -> bool {
        self.find(id).is_some()
    }

    /// The slot of `id`, made (empty) when needed: the vector grows up to the limit, past it the
    /// map turns sparse.
    fn slot(&mut self, id: u32) -> SlotRef<'_, V> {
        let at = id as usize;
        if let Slots::Dense(v) = &mut self.slots {
            if at >= v.len() {
                if at < self.limit {
                    v.resize_with(at + 1, || None);
                } else {
                    let sparse = std::mem::take(v)
                        .into_iter()
                        .enumerate()
                        .filter_map(|(i, s)| s.map(|s| (i as u32, s)))
                        .collect();
                    self.slots = Slots::Sparse(sparse);
                }
            }
        }
        match &mut self.slots {
            Slots::Dense(v) => SlotRef::Dense(&mut v[at]),
            Slots::Sparse(m) => SlotRef::Sparse(m, id),
        }
    }

    /// Sets the value of `id`; returns the one it had.
    pub fn insert(&mut self, id: u32, value: V) -> Option<V> {
        match self.slot(id) {
            SlotRef::Dense(s) => s.replace(value),
            SlotRef::Sparse(m, id) => m.insert(id, value),
        }
    }

    /// The ids that have a value, in increasing order.
    pub fn keys(&self) -> impl Iterator<Item = u32> + '_ {
        self.iter().map(|(id, _)| id)
    }

    /// (id, value) pairs in increasing id order.
    pub fn iter(&self) -> Box<dyn Iterator<Item = (u32, &V)> + '_> {
        match &self.slots {
            Slots::Dense(v) => Box::new(
                v.iter()
                    .enumerate()
                    .filter_map(|(i, v)| v.as_ref().map(|v| (i as u32, v))),
            ),
            Slots::Sparse(m) => Box::new(m.iter().map(|(&id, v)| (id, v))),
        }
    }
}

enum SlotRef<'a, V> {
    Dense(&'a mut Option<V>),
    Sparse(&'a mut BTreeMap<u32, V>, u32),
}

impl<V> IdMap<Vec<V>> {
    /// The vector of `id`, made empty when it has none (as `HashMap::entry(id).or_default()`).
    pub fn list_mut(&mut self, id: u32) -> &mut Vec<V> {
        match self.slot(id) {
            SlotRef::Dense(s) => s.get_or_insert_with(Vec::new),
            SlotRef::Sparse(m, id) => m.entry(id).or_default(),
        }
    }
}

/// What `IdMap::get` answers for an id without a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct NoEntry(pub u32);

impl std::fmt::Display for NoEntry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "id {} has no translation here", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::IdMap;

    #[test]
    fn dense_map_in_id_order() {
        let mut m = IdMap::with_bound(8, 100);
        assert_eq!(m.insert(5, "e"), None);
        assert_eq!(m.insert(2, "b"), None);
        assert_eq!(m.insert(5, "E"), Some("e"));
        // Past the bound, still below the limit: the vector grows.
        m.insert(20, "t");
        assert_eq!(m.keys().collect::<Vec<_>>(), [2, 5, 20]);
        assert_eq!(m.get(&5), Ok(&"E"));
        assert_eq!(m.get(&3), Err(super::NoEntry(3)));
        assert!(!m.contains_key(&3) && !m.contains_key(&1000));
    }

    #[test]
    fn forged_bound_and_huge_ids_stay_small() {
        // A bound of 2^28 for a 10-word module: no vector of that size.
        let mut m: IdMap<Vec<u32>> = IdMap::with_bound(1 << 28, 10);
        m.list_mut((1 << 28) - 1).push(7);
        m.list_mut(3).push(1);
        assert_eq!(m.keys().collect::<Vec<_>>(), [3, (1 << 28) - 1]);
        // A dense map turns sparse when an id goes past the limit, keeping its entries.
        let mut d = IdMap::with_bound(4, 10);
        d.insert(1, 'a');
        d.insert(u32::MAX - 1, 'z');
        assert_eq!(
            d.iter().collect::<Vec<_>>(),
            [(1, &'a'), (u32::MAX - 1, &'z')]
        );
    }
}
