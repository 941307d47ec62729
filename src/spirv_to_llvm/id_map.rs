//! A map keyed by SPIR-V result ids: a vector indexed by the id, sized to the module's id
//! bound, so the lookups of every operand of every instruction are an index, not a hash.
//! Ids at or past the bound (a malformed module) still work: the vector grows.

/// Result id → `V`, for the ids of one module.
pub(crate) struct IdMap<V> {
    slots: Vec<Option<V>>,
}

impl<V> IdMap<V> {
    /// An empty map for ids below `bound`.
    pub fn with_bound(bound: u32) -> Self {
        let mut slots = Vec::new();
        slots.resize_with(bound as usize, || None);
        IdMap { slots }
    }

    pub fn get(&self, id: &u32) -> Option<&V> {
        self.slots.get(*id as usize).and_then(Option::as_ref)
    }

    pub fn contains_key(&self, id: &u32) -> bool {
        self.get(id).is_some()
    }

    /// Sets the value of `id`; returns the one it had.
    pub fn insert(&mut self, id: u32, value: V) -> Option<V> {
        let at = id as usize;
        if at >= self.slots.len() {
            self.slots.resize_with(at + 1, || None);
        }
        self.slots[at].replace(value)
    }

    /// The ids that have a value, in increasing order.
    pub fn keys(&self) -> impl Iterator<Item = u32> + '_ {
        self.iter().map(|(id, _)| id)
    }

    /// (id, value) pairs in increasing id order.
    pub fn iter(&self) -> impl Iterator<Item = (u32, &V)> + '_ {
        self.slots
            .iter()
            .enumerate()
            .filter_map(|(i, v)| v.as_ref().map(|v| (i as u32, v)))
    }
}

impl<V> IdMap<Vec<V>> {
    /// The vector of `id`, made empty when it has none (as `HashMap::entry(id).or_default()`).
    pub fn list_mut(&mut self, id: u32) -> &mut Vec<V> {
        let at = id as usize;
        if at >= self.slots.len() {
            self.slots.resize_with(at + 1, || None);
        }
        self.slots[at].get_or_insert_with(Vec::new)
    }
}

/// `map[&id]`, for ids the translation has made a value for (as `HashMap`'s).
impl<V> std::ops::Index<&u32> for IdMap<V> {
    type Output = V;

    fn index(&self, id: &u32) -> &V {
        match self.get(id) {
            Some(v) => v,
            None => panic!("IdMap: no entry for %{id}"),
        }
    }
}
