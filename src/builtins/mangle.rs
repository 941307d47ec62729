//! The mangler: a name and parameter types → the Itanium name clang-14 gives them for SPIR.

use std::collections::HashMap;

use super::types::{BuiltinType, Demangled, Qualifiers, SubEntry, TemplateArg, substitution};

/// Mangles a (non-template) builtin: `mangle("fract", &[float, __global float *])` is
/// `_Z5fractfPU3AS1f`. No parameters are written `v`, as clang does.
pub fn mangle(name: &str, params: &[BuiltinType]) -> String {
    let mut m = Mangler::default();
    m.source_name(name);
    m.params(params);
    m.out
}

/// Mangles any demangled name, templates included.
pub(crate) fn mangle_demangled(d: &Demangled) -> String {
    let mut m = Mangler::default();
    m.source_name(&d.name);
    if let Some(t) = &d.template {
        m.add(SubEntry::TemplateName(d.name.clone()));
        m.out.push('I');
        for arg in &t.args {
            m.template_arg(arg);
        }
        m.out.push('E');
        m.ty(&t.ret);
    }
    m.params(&d.params);
    m.out
}

/// One name's output and its substitution candidates so far.
struct Mangler {
    out: String,
    subs: HashMap<SubEntry, usize>,
}

impl Default for Mangler {
    fn default() -> Self {
        Mangler {
            out: String::from("_Z"),
            subs: HashMap::new(),
        }
    }
}

impl Mangler {
    fn source_name(&mut self, name: &str) {
        self.out.push_str(&name.len().to_string());
        self.out.push_str(name);
    }

    fn add(&mut self, entry: SubEntry) {
        let next = self.subs.len();
        self.subs.entry(entry).or_insert(next);
    }

    /// Writes the substitution for `entry` if there is one.
    fn substituted(&mut self, entry: &SubEntry) -> bool {
        match self.subs.get(entry) {
            Some(&i) => {
                self.out.push_str(&substitution(i));
                true
            }
            None => false,
        }
    }

    fn params(&mut self, params: &[BuiltinType]) {
        if params.is_empty() {
            self.out.push('v');
        }
        for p in params {
            self.ty(p);
        }
    }

    fn template_arg(&mut self, arg: &TemplateArg) {
        match arg {
            TemplateArg::Type(t) => self.ty(t),
            TemplateArg::Int { ty, value } => {
                self.out.push('L');
                self.ty(ty);
                if *value < 0 {
                    self.out.push('n');
                }
                self.out.push_str(&value.unsigned_abs().to_string());
                self.out.push('E');
            }
        }
    }

    fn ty(&mut self, t: &BuiltinType) {
        if let Some(code) = t.scalar_code() {
            self.out.push_str(code);
            return;
        }
        let entry = SubEntry::Type(t.clone());
        if self.substituted(&entry) {
            return;
        }
        match t {
            BuiltinType::Vector { len, elem } => {
                self.out.push_str(&format!("Dv{len}_"));
                self.ty(elem);
            }
            BuiltinType::Pointer { pointee, quals } => {
                self.out.push('P');
                self.qualified(quals, pointee);
            }
            BuiltinType::BlockPointer { pointee, quals } => {
                self.out.push_str("U13block_pointer");
                self.qualified(quals, pointee);
            }
            BuiltinType::Function { ret, params } => {
                self.out.push('F');
                self.ty(ret);
                self.params(params);
                self.out.push('E');
            }
            BuiltinType::Atomic(inner) => {
                self.out.push_str("U7_Atomic");
                self.ty(inner);
            }
            BuiltinType::Named(name) => self.named(name),
            BuiltinType::TemplateParam(0) => self.out.push_str("T_"),
            BuiltinType::TemplateParam(n) => self.out.push_str(&format!("T{}_", n - 1)),
            // Scalars returned above.
            _ => {}
        }
        self.add(entry);
    }

    /// A source name, or `N<prefix><name>E` for a name with `::`: the longest proper prefix
    /// seen before is substituted, and every further proper prefix becomes a candidate.
    fn named(&mut self, name: &str) {
        let comps: Vec<&str> = name.split("::").collect();
        if comps.len() < 2 {
            self.source_name(name);
            return;
        }
        self.out.push('N');
        let mut from = 0;
        for k in (1..comps.len()).rev() {
            let prefix = SubEntry::Type(BuiltinType::Named(comps[..k].join("::")));
            if self.substituted(&prefix) {
                from = k;
                break;
            }
        }
        for j in from..comps.len() {
            self.source_name(comps[j]);
            if j + 1 < comps.len() {
                self.add(SubEntry::Type(BuiltinType::Named(comps[..=j].join("::"))));
            }
        }
        self.out.push('E');
    }

    /// A pointee with its qualifiers: one candidate for the qualified type as a whole, after
    /// the candidates inside it.
    fn qualified(&mut self, quals: &Qualifiers, t: &BuiltinType) {
        if quals.is_empty() {
            self.ty(t);
            return;
        }
        let entry = SubEntry::Qualified(*quals, t.clone());
        if self.substituted(&entry) {
            return;
        }
        if let Some(n) = quals.addr_space.filter(|&n| n != 0) {
            let q = format!("AS{n}");
            self.source_name_prefixed('U', &q);
        }
        if quals.is_restrict {
            self.out.push('r');
        }
        if quals.is_volatile {
            self.out.push('V');
        }
        if quals.is_const {
            self.out.push('K');
        }
        self.ty(t);
        self.add(entry);
    }

    fn source_name_prefixed(&mut self, prefix: char, name: &str) {
        self.out.push(prefix);
        self.source_name(name);
    }
}
