use llvm_spirv_rs::{ForwardOptions, ReverseOptions, forward, reverse};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // LLVM IR (bitcode or assembly) in, a SPIR-V binary out, options as on the command line.
    let ir = std::fs::read(std::env::args().nth(1).ok_or("usage: embed KERNEL.ll")?)?;
    let spirv = forward(&ir, &ForwardOptions::from_args("--spirv-max-version=1.2")?)?;
    // And back: SPIR-V in, LLVM bitcode out. Errors say what and where; nothing is printed.
    let bitcode = reverse(&spirv, &ReverseOptions::default())?;
    println!("SPIR-V: {} bytes", spirv.len());
    println!("LLVM bitcode: {} bytes", bitcode.len());
    Ok(())
}
