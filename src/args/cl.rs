//! The incumbent's option syntax (LLVM's `cl` library) before clap sees the command line:
//! boolean flags with a value (`--spirv-mem2reg=false`), one occurrence of each single-valued
//! option, the help spellings (`--help-hidden`, `--help-list`), and the LLVM library options
//! `llvm-spirv-14 --help-hidden` lists (tuning of LLVM's own passes and code generators, which a
//! translation does not run): their values are checked as LLVM's parser checks them, with its
//! wording, and they are then dropped. Unknown options get the incumbent's wording too.

use crate::error::{Error, Result};
use std::collections::HashMap;

/// Every option the incumbent lists, with the kind of value it takes (generated from its
/// `--help-hidden` by `scripts/gen-cli-options`).
const INCUMBENT_OPTIONS: &str = include_str!("llvm_options.tsv");

/// Our options whose value is a boolean written after `=` (clap's `=true`/`=false`).
const BOOL_VALUED: &[&str] = &["spirv-replace-fmuladd-with-ocl-mad", "color"];

/// Our options that may be given several times (the incumbent's `cl::list`s).
const REPEATABLE: &[&str] = &["spirv-ext", "spirv-allow-unknown-intrinsics"];

/// The help text's other spellings in the incumbent.
const HELP_SPELLINGS: &[&str] = &["help-hidden", "help-list", "help-list-hidden"];

/// The incumbent's options that a translation refuses: using one is an error saying why.
const REFUSED: &[(&str, &str)] = &[(
    "opaque-pointers",
    "--opaque-pointers: this translator reads LLVM 14 modules with typed pointers only (the \
     incumbent aborts with it)",
)];

/// What the value of an LLVM library option must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind<'t> {
    Flag,
    Uint,
    Int,
    Ulong,
    Enum(&'t str),
    Value,
    Optional,
}

/// One of our (clap's) options, as the pre-pass needs to know it.
struct Ours {
    /// Takes a value as the next argument when none is given with `=`.
    separate_value: bool,
    /// A flag (no value): `=true`/`=false` are read as LLVM reads booleans.
    flag: bool,
    /// The name messages use (`-o`, `--spirv-ext`).
    shown: String,
}

/// The command line after the pre-pass, and the options it dropped.
pub struct Prepared {
    /// The arguments for clap.
    pub argv: Vec<String>,
    /// LLVM library options given and ignored, as written.
    pub ignored: Vec<String>,
}

/// LLVM's reading of a boolean value.
fn parse_bool(v: &str) -> Option<bool> {
    match v {
        "true" | "TRUE" | "True" | "1" => Some(true),
        "false" | "FALSE" | "False" | "0" => Some(false),
        _ => None,
    }
}

/// LLVM's reading of an integer (decimal, `0x` hex, `0b` binary, leading-0 octal).
fn parse_int(v: &str) -> Option<i128> {
    let (neg, digits) = match v.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, v),
    };
    let (radix, digits) = if let Some(h) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        (16, h)
    } else if let Some(b) = digits
        .strip_prefix("0b")
        .or_else(|| digits.strip_prefix("0B"))
    {
        (2, b)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    let n = i128::from_str_radix(digits, radix).ok()?;
    Some(if neg { -n } else { n })
}

/// Checks `value` as LLVM's parser for `kind` does; the error has LLVM's wording.
fn check_value(shown: &str, kind: Kind<'_>, value: Option<&str>) -> Result<()> {
    let bad = |what: String| Err(Error::Usage(format!("for the {shown} option: {what}")));
    match (kind, value) {
        (Kind::Flag | Kind::Optional, None) => Ok(()),
        (_, None) => bad("requires a value!".into()),
        (Kind::Flag, Some(v)) => match parse_bool(v) {
            Some(_) => Ok(()),
            None => bad(format!(
                "'{v}' is invalid value for boolean argument! Try 0 or 1"
            )),
        },
        (Kind::Uint, Some(v)) => match parse_int(v) {
            Some(n) if (0..=u32::MAX as i128).contains(&n) => Ok(()),
            _ => bad(format!("'{v}' value invalid for uint argument!")),
        },
        (Kind::Ulong, Some(v)) => match parse_int(v) {
            Some(n) if (0..=u64::MAX as i128).contains(&n) => Ok(()),
            _ => bad(format!("'{v}' value invalid for ulong argument!")),
        },
        (Kind::Int, Some(v)) => match parse_int(v) {
            Some(n) if (i32::MIN as i128..=i32::MAX as i128).contains(&n) => Ok(()),
            _ => bad(format!("'{v}' value invalid for integer argument!")),
        },
        (Kind::Enum(values), Some(v)) => {
            if values.split('|').any(|x| x == v) {
                Ok(())
            } else {
                bad(format!("Cannot find option named '{v}'!"))
            }
        }
        (Kind::Value | Kind::Optional, Some(_)) => Ok(()),
    }
}

/// The incumbent's option `name` (without dashes): its spelling and the kind of value it
/// takes. (A scan of the list: it runs only for an option that is not ours, and building a map
/// of the two thousand options was a quarter of the time of a small translation.)
fn incumbent_option(name: &str) -> Option<(&'static str, Kind<'static>)> {
    INCUMBENT_OPTIONS
        .lines()
        .filter_map(|line| line.split_once('\t'))
        .filter(|(spelled, _)| spelled.trim_start_matches('-') == name)
        .map(|(spelled, kind)| {
            let kind = match kind {
                "flag" => Kind::Flag,
                "uint" => Kind::Uint,
                "int" => Kind::Int,
                "ulong" => Kind::Ulong,
                "optional" => Kind::Optional,
                k => match k.strip_prefix("enum=") {
                    Some(values) => Kind::Enum(values),
                    None => Kind::Value,
                },
            };
            (spelled, kind)
        })
        .last()
}

/// Our options by every name they answer to (long name, short letter, aliases).
fn our_options(cmd: &clap::Command) -> HashMap<String, Ours> {
    let mut map = HashMap::new();
    for arg in cmd.get_arguments() {
        if arg.is_positional() {
            continue;
        }
        let takes = arg.get_action().takes_values();
        let optional = arg.get_num_args().is_some_and(|n| n.min_values() == 0);
        let ours = |shown: String| Ours {
            separate_value: takes && !arg.is_require_equals_set() && !optional,
            flag: !takes,
            shown,
        };
        if let Some(long) = arg.get_long() {
            map.insert(long.to_string(), ours(format!("--{long}")));
            // (No aliases: none to add.)
            for alias in arg.get_all_aliases().unwrap_or_default() {
                map.insert(alias.to_string(), ours(format!("--{long}")));
            }
        }
        if let Some(short) = arg.get_short() {
            map.insert(short.to_string(), ours(format!("-{short}")));
        }
    }
    for (name, shown) in [("help", "--help"), ("h", "-h"), ("version", "--version")] {
        map.entry(name.to_string()).or_insert(Ours {
            separate_value: false,
            flag: true,
            shown: shown.into(),
        });
    }
    map
}

/// Rewrites `argv` (one or two dashes already made two by `normalize_args`) for clap.
pub fn prepare(cmd: &clap::Command, argv: Vec<String>) -> Result<Prepared> {
    let mut cmd = cmd.clone();
    cmd.build();
    let ours = our_options(&cmd);
    let mut out = Vec::with_capacity(argv.len());
    let mut ignored = Vec::new();
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut args = argv.into_iter();
    out.extend(args.next());
    while let Some(arg) = args.next() {
        if arg == "--" {
            out.push(arg);
            out.extend(args.by_ref());
            break;
        }
        let body = if let Some(long) = arg.strip_prefix("--") {
            long
        } else if arg.len() > 1 && arg.starts_with('-') {
            &arg[1..]
        } else {
            out.push(arg);
            continue;
        };
        let (name, value) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        if let Some(o) = ours.get(name) {
            let count = seen.entry(o.shown.clone()).or_default();
            *count += 1;
            let long = o.shown.trim_start_matches('-');
            if *count > 1 && !REPEATABLE.contains(&long) {
                return Err(Error::Usage(format!(
                    "for the {} option: may only occur zero or one times!",
                    o.shown
                )));
            }
            if o.flag && value.is_some() {
                // `--spirv-mem2reg=false`: LLVM's booleans.
                check_value(&o.shown, Kind::Flag, value)?;
                if value.and_then(parse_bool) == Some(true) {
                    let dashes = if name.len() == 1 { "-" } else { "--" };
                    out.push(format!("{dashes}{name}"));
                }
                continue;
            }
            if BOOL_VALUED.contains(&name) {
                if let Some(v) = value {
                    check_value(&o.shown, Kind::Flag, Some(v))?;
                    out.push(format!("--{name}={}", parse_bool(v) == Some(true)));
                    continue;
                }
            }
            let separate = o.separate_value && value.is_none();
            out.push(arg);
            if separate {
                match args.next() {
                    Some(v) => out.push(v),
                    None => {
                        return Err(Error::Usage(format!(
                            "for the {} option: requires a value!",
                            o.shown
                        )));
                    }
                }
            }
            continue;
        }
        if HELP_SPELLINGS.contains(&name) {
            out.push("--help".into());
            continue;
        }
        if let Some((_, why)) = REFUSED.iter().find(|(n, _)| *n == name) {
            return Err(Error::Unsupported((*why).into()));
        }
        if let Some((spelled, kind)) = incumbent_option(name) {
            let shown = format!(
                "{}{name}",
                if spelled.starts_with("--") { "--" } else { "-" }
            );
            let value = match (kind, value) {
                (Kind::Flag | Kind::Optional, v) => v.map(String::from),
                (_, Some(v)) => Some(v.to_string()),
                (_, None) => args.next(),
            };
            check_value(&shown, kind, value.as_deref())?;
            ignored.push(match &value {
                Some(v) if !matches!(kind, Kind::Flag | Kind::Optional) || body.contains('=') => {
                    format!("{shown}={v}")
                }
                _ => shown,
            });
            continue;
        }
        return Err(Error::Usage(format!(
            "Unknown command line argument '{arg}'.  Try: 'llvm-spirv-rs --help'"
        )));
    }
    Ok(Prepared { argv: out, ignored })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_read_as_llvm_reads_them() {
        assert_eq!(parse_int("0x10"), Some(16));
        assert_eq!(parse_int("010"), Some(8));
        assert_eq!(parse_int("0b11"), Some(3));
        assert_eq!(parse_int("-5"), Some(-5));
        assert_eq!(parse_int(""), None);
        assert_eq!(parse_int("1a"), None);
    }

    #[test]
    fn values_checked_with_llvm_wording() {
        let e = check_value("--x", Kind::Uint, Some("-1")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "for the --x option: '-1' value invalid for uint argument!"
        );
        let e = check_value("--x", Kind::Int, Some("y")).unwrap_err();
        assert!(
            e.to_string()
                .contains("value invalid for integer argument!")
        );
        let e = check_value("--x", Kind::Enum("a|b"), Some("c")).unwrap_err();
        assert!(e.to_string().contains("Cannot find option named 'c'!"));
        let e = check_value("--x", Kind::Flag, Some("yes")).unwrap_err();
        assert!(
            e.to_string()
                .contains("invalid value for boolean argument! Try 0 or 1")
        );
        assert!(check_value("--x", Kind::Ulong, Some("4294967296")).is_ok());
        assert!(check_value("--x", Kind::Uint, Some("4294967296")).is_err());
        assert!(check_value("--x", Kind::Value, None).is_err());
    }

    #[test]
    fn the_table_lists_the_incumbents_options() {
        let n = INCUMBENT_OPTIONS
            .lines()
            .filter(|l| l.contains('\t'))
            .count();
        assert!(n > 1000, "{n}");
        assert_eq!(
            incumbent_option("spirv-mem2reg").map(|x| x.1),
            Some(Kind::Flag)
        );
        assert!(matches!(
            incumbent_option("accel-tables").map(|x| x.1),
            Some(Kind::Enum(_))
        ));
        assert_eq!(incumbent_option("no-such-option"), None);
    }
}
