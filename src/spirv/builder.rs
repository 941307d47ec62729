//! `ModuleBuilder`: builds a `SpvModule` (ids, hash-consed types and constants, capabilities,
//! canonical section order).
