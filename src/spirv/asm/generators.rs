//! Generator (tool) ids of the SPIR-V registry (`spir-v.xml` of spirv-headers 1.3.239), named
//! as `spirv-dis` names them in its `; Generator:` header line: the vendor, then the tool.
//! A test compares this list with the registry file when it is installed.

/// (tool id, name), sorted by id.
pub static GENERATORS: &[(u32, &str)] = &[
    (0, "Khronos"),
    (1, "LunarG"),
    (2, "Valve"),
    (3, "Codeplay"),
    (4, "NVIDIA"),
    (5, "ARM"),
    (6, "Khronos LLVM/SPIR-V Translator"),
    (7, "Khronos SPIR-V Tools Assembler"),
    (8, "Khronos Glslang Reference Front End"),
    (9, "Qualcomm"),
    (10, "AMD"),
    (11, "Intel"),
    (12, "Imagination"),
    (13, "Google Shaderc over Glslang"),
    (14, "Google spiregg"),
    (15, "Google rspirv"),
    (16, "X-LEGEND Mesa-IR/SPIR-V Translator"),
    (17, "Khronos SPIR-V Tools Linker"),
    (18, "Wine VKD3D Shader Compiler"),
    (19, "Tellusim Clay Shader Compiler"),
    (20, "W3C WebGPU Group WHLSL Shader Translator"),
    (21, "Google Clspv"),
    (22, "Google MLIR SPIR-V Serializer"),
    (23, "Google Tint Compiler"),
    (24, "Google ANGLE Shader Compiler"),
    (25, "Netease Games Messiah Shader Compiler"),
    (26, "Xenia Xenia Emulator Microcode Translator"),
    (27, "Embark Studios Rust GPU Compiler Backend"),
    (28, "gfx-rs community Naga"),
    (29, "Mikkosoft Productions MSP Shader Compiler"),
    (30, "SpvGenTwo community SpvGenTwo SPIR-V IR Tools"),
    (31, "Google Skia SkSL"),
    (32, "TornadoVM SPIRV Beehive Toolkit"),
    (33, "DragonJoker ShaderWriter"),
    (34, "Rayan Hatout SPIRVSmith"),
    (35, "Saarland University Shady"),
    (36, "Taichi Graphics Taichi"),
];

/// The name `spirv-dis` gives a tool id (`Unknown(N)` when the registry has none).
pub fn name(tool: u32) -> String {
    match GENERATORS.binary_search_by_key(&tool, |&(id, _)| id) {
        Ok(i) => GENERATORS[i].1.to_string(),
        Err(_) => format!("Unknown({tool})"),
    }
}

/// The tool id of a name `name` gives (`Unknown(N)` included).
pub fn id(name: &str) -> Option<u32> {
    if let Some(n) = name
        .strip_prefix("Unknown(")
        .and_then(|r| r.strip_suffix(')'))
    {
        return n.parse().ok();
    }
    GENERATORS
        .iter()
        .find(|&&(_, n)| n == name)
        .map(|&(id, _)| id)
}

#[cfg(test)]
mod tests {
    /// The list is the registry's, where the registry is installed.
    #[test]
    fn matches_the_registry() {
        let Ok(xml) = std::fs::read_to_string("/usr/include/spirv/spir-v.xml") else {
            return;
        };
        let mut found = Vec::new();
        for line in xml
            .lines()
            .map(str::trim)
            .filter(|l| l.starts_with("<id value="))
        {
            let attr = |key: &str| {
                let start = line.find(&format!("{key}=\""))? + key.len() + 2;
                let end = start + line[start..].find('"')?;
                Some(line[start..end].to_string())
            };
            let (Some(v), Some(vendor)) = (attr("value"), attr("vendor")) else {
                continue;
            };
            let name = match attr("tool") {
                Some(t) => format!("{vendor} {t}"),
                None => vendor,
            };
            found.push((v.parse::<u32>().unwrap(), name));
        }
        let ours: Vec<(u32, String)> = super::GENERATORS
            .iter()
            .map(|&(i, n)| (i, n.to_string()))
            .collect();
        assert_eq!(ours, found);
    }
}
