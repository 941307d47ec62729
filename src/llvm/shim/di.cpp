// C-ABI shim for debug information: reading the fields of DI nodes that LLVM-C 14 cannot
// read (tags, encodings, names, flags, elements, compile-unit fields, expression operations,
// subrange bounds, template parameters...), reading llvm.dbg.* intrinsic calls, and creating
// the nodes LLVM-C's DIBuilder API cannot (files with checksums and source, general subranges,
// composites with template parameters and identifiers, subprograms with every flag, template
// parameters, imported entities, global variables with declarations).
//
// Every function is `extern "C"`, prefixed `lsr_di_` / `lsr_dib_`, never asserts, and answers
// "absent" for a handle of the wrong kind. Field numbers are shared with src/llvm/di.rs.

#include <cstddef>
#include <cstdint>

#include "llvm-c/Core.h"
#include "llvm-c/DebugInfo.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace {

Metadata *md(LLVMMetadataRef R) { return R ? unwrap(R) : nullptr; }

template <typename T> T *as(LLVMMetadataRef R) {
  Metadata *M = md(R);
  return M ? dyn_cast<T>(M) : nullptr;
}

LLVMMetadataRef out(const Metadata *M) {
  return M ? wrap(const_cast<Metadata *>(M)) : nullptr;
}

// Field numbers: keep in sync with `Field` in src/llvm/di.rs.
enum Field : int {
  F_TAG = 0,
  F_NAME = 1,
  F_LINKAGE_NAME = 2,
  F_FILE = 3,
  F_LINE = 4,
  F_COLUMN = 5,
  F_SCOPE = 6,
  F_BASE_TYPE = 7,
  F_SIZE = 8,
  F_ALIGN = 9,
  F_OFFSET = 10,
  F_FLAGS = 11,
  F_SP_FLAGS = 12,
  F_ENCODING = 13,
  F_ELEMENTS = 14,
  F_TEMPLATE_PARAMS = 15,
  F_IDENTIFIER = 16,
  F_VTABLE_HOLDER = 17,
  F_SCOPE_LINE = 18,
  F_TYPE = 19,
  F_UNIT = 20,
  F_DECLARATION = 21,
  F_RETAINED_NODES = 22,
  F_ARG = 23,
  F_DIRECTORY = 24,
  F_FILENAME = 25,
  F_CHECKSUM_KIND = 26,
  F_CHECKSUM = 27,
  F_SOURCE = 28,
  F_LANGUAGE = 29,
  F_PRODUCER = 30,
  F_IS_OPTIMIZED = 31,
  F_CU_FLAGS = 32,
  F_RUNTIME_VERSION = 33,
  F_EMISSION_KIND = 34,
  F_ENUMS = 35,
  F_RETAINED_TYPES = 36,
  F_GLOBALS = 37,
  F_IMPORTED = 38,
  F_MACROS = 39,
  F_DWO_ID = 40,
  F_INLINED_AT = 41,
  F_VARIABLE = 42,
  F_EXPRESSION = 43,
  F_COUNT = 44,
  F_LOWER_BOUND = 45,
  F_UPPER_BOUND = 46,
  F_STRIDE = 47,
  F_VALUE = 48,
  F_IS_UNSIGNED = 49,
  F_IS_DEFAULT = 50,
  F_DISCRIMINATOR = 51,
  F_IS_LOCAL = 52,
  F_IS_DEFINITION = 53,
  F_STATIC_MEMBER = 54,
  F_ENTITY = 55,
  F_TYPE_ARRAY = 56,
  F_CC = 57,
  F_ADDRESS_SPACE = 58,
  F_EXTRA_DATA = 59,
  F_SYSROOT = 60,
  F_SDK = 61,
  F_CONFIG_MACROS = 62,
  F_INCLUDE_PATH = 63,
  F_MACINFO_TYPE = 64,
  F_SPLIT_DEBUG_FILENAME = 65,
  F_VIRTUAL_INDEX = 66,
  F_CONTAINING_TYPE = 67,
  F_THROWN_TYPES = 68,
  F_NAME_TABLE_KIND = 69,
  F_SPLIT_INLINING = 70,
  F_PROFILING = 71,
  F_ALIGN_IN_BITS = 72,
  F_API_NOTES = 73,
  F_IS_DECL = 74,
  F_THIS_ADJUSTMENT = 75,
  F_RANGES_BASE = 76,
  F_IMPLICIT_CODE = 77,
};

// Kinds: keep in sync with `DiKind` in src/llvm/di.rs.
int kindOf(const Metadata *M) {
  if (!M)
    return -1;
  switch (M->getMetadataID()) {
  case Metadata::DICompileUnitKind: return 1;
  case Metadata::DIFileKind: return 2;
  case Metadata::DIBasicTypeKind: return 3;
  case Metadata::DIDerivedTypeKind: return 4;
  case Metadata::DICompositeTypeKind: return 5;
  case Metadata::DISubroutineTypeKind: return 6;
  case Metadata::DISubprogramKind: return 7;
  case Metadata::DILexicalBlockKind: return 8;
  case Metadata::DILexicalBlockFileKind: return 9;
  case Metadata::DINamespaceKind: return 10;
  case Metadata::DIModuleKind: return 11;
  case Metadata::DILocationKind: return 12;
  case Metadata::DILocalVariableKind: return 13;
  case Metadata::DIGlobalVariableKind: return 14;
  case Metadata::DIGlobalVariableExpressionKind: return 15;
  case Metadata::DIExpressionKind: return 16;
  case Metadata::DISubrangeKind: return 17;
  case Metadata::DIGenericSubrangeKind: return 18;
  case Metadata::DIEnumeratorKind: return 19;
  case Metadata::DITemplateTypeParameterKind: return 20;
  case Metadata::DITemplateValueParameterKind: return 21;
  case Metadata::DIImportedEntityKind: return 22;
  case Metadata::DIMacroKind: return 23;
  case Metadata::DIMacroFileKind: return 24;
  case Metadata::DILabelKind: return 25;
  case Metadata::DIStringTypeKind: return 26;
  case Metadata::DICommonBlockKind: return 27;
  case Metadata::DIArgListKind: return 28;
  case Metadata::MDTupleKind: return 29;
  case Metadata::MDStringKind: return 30;
  case Metadata::ConstantAsMetadataKind:
  case Metadata::LocalAsMetadataKind: return 31;
  case Metadata::GenericDINodeKind: return 32;
  default: return 0;
  }
}

// The ConstantInt a subrange-like bound holds, if any.
bool boundInt(const DISubrange::BoundType &B, uint64_t *Out) {
  if (auto *CI = B.dyn_cast<ConstantInt *>()) {
    *Out = CI->getSExtValue();
    return true;
  }
  return false;
}

const Metadata *boundNode(const DISubrange::BoundType &B) {
  if (auto *V = B.dyn_cast<DIVariable *>())
    return V;
  if (auto *E = B.dyn_cast<DIExpression *>())
    return E;
  return nullptr;
}

// ---- building ---------------------------------------------------------------------------

DIBuilder *dib(LLVMDIBuilderRef B) { return reinterpret_cast<DIBuilder *>(B); }

template <typename T> T *node(LLVMMetadataRef R) {
  // Like LLVM-C's unwrapDI: temporaries of another class stand in until resolved.
  return R ? reinterpret_cast<T *>(unwrap<MDNode>(R)) : nullptr;
}

MDTuple *tuple(LLVMContextRef C, LLVMMetadataRef *Ops, unsigned N) {
  SmallVector<Metadata *, 8> V;
  for (unsigned I = 0; I < N; ++I)
    V.push_back(md(Ops[I]));
  return MDTuple::get(*unwrap(C), V);
}

} // namespace

extern "C" {

int lsr_di_kind(LLVMMetadataRef R) { return kindOf(md(R)); }

// An integer field; 1 when the node has it (and *Out is set), 0 otherwise.
int lsr_di_int(LLVMMetadataRef R, int F, uint64_t *Out) {
  Metadata *M = md(R);
  if (!M || !Out)
    return 0;
  if (F == F_TAG) {
    if (auto *N = dyn_cast<DINode>(M)) {
      *Out = N->getTag();
      return 1;
    }
    return 0;
  }
  if (auto *T = dyn_cast<DIType>(M)) {
    switch (F) {
    case F_LINE: *Out = T->getLine(); return 1;
    case F_SIZE: *Out = T->getSizeInBits(); return 1;
    case F_ALIGN: *Out = T->getAlignInBits(); return 1;
    case F_OFFSET: *Out = T->getOffsetInBits(); return 1;
    case F_FLAGS: *Out = T->getFlags(); return 1;
    default: break;
    }
    if (auto *B = dyn_cast<DIBasicType>(T)) {
      if (F == F_ENCODING) { *Out = B->getEncoding(); return 1; }
    }
    if (auto *D = dyn_cast<DIDerivedType>(T)) {
      if (F == F_ADDRESS_SPACE) {
        if (auto AS = D->getDWARFAddressSpace()) { *Out = *AS; return 1; }
        return 0;
      }
    }
    if (auto *S = dyn_cast<DISubroutineType>(T)) {
      if (F == F_CC) { *Out = S->getCC(); return 1; }
    }
    if (auto *C = dyn_cast<DICompositeType>(T)) {
      if (F == F_RUNTIME_VERSION) { *Out = C->getRuntimeLang(); return 1; }
    }
    return 0;
  }
  if (auto *CU = dyn_cast<DICompileUnit>(M)) {
    switch (F) {
    case F_LANGUAGE: *Out = CU->getSourceLanguage(); return 1;
    case F_IS_OPTIMIZED: *Out = CU->isOptimized(); return 1;
    case F_RUNTIME_VERSION: *Out = CU->getRuntimeVersion(); return 1;
    case F_EMISSION_KIND: *Out = CU->getEmissionKind(); return 1;
    case F_DWO_ID: *Out = CU->getDWOId(); return 1;
    case F_NAME_TABLE_KIND: *Out = (uint64_t)CU->getNameTableKind(); return 1;
    case F_SPLIT_INLINING: *Out = CU->getSplitDebugInlining(); return 1;
    case F_PROFILING: *Out = CU->getDebugInfoForProfiling(); return 1;
    case F_RANGES_BASE: *Out = CU->getRangesBaseAddress(); return 1;
    default: return 0;
    }
  }
  if (auto *SP = dyn_cast<DISubprogram>(M)) {
    switch (F) {
    case F_LINE: *Out = SP->getLine(); return 1;
    case F_SCOPE_LINE: *Out = SP->getScopeLine(); return 1;
    case F_FLAGS: *Out = SP->getFlags(); return 1;
    case F_SP_FLAGS: *Out = SP->getSPFlags(); return 1;
    case F_VIRTUAL_INDEX: *Out = SP->getVirtualIndex(); return 1;
    case F_THIS_ADJUSTMENT: *Out = (uint64_t)(int64_t)SP->getThisAdjustment(); return 1;
    default: return 0;
    }
  }
  if (auto *LB = dyn_cast<DILexicalBlock>(M)) {
    if (F == F_LINE) { *Out = LB->getLine(); return 1; }
    if (F == F_COLUMN) { *Out = LB->getColumn(); return 1; }
    return 0;
  }
  if (auto *LBF = dyn_cast<DILexicalBlockFile>(M)) {
    if (F == F_DISCRIMINATOR) { *Out = LBF->getDiscriminator(); return 1; }
    return 0;
  }
  if (auto *L = dyn_cast<DILocation>(M)) {
    switch (F) {
    case F_LINE: *Out = L->getLine(); return 1;
    case F_COLUMN: *Out = L->getColumn(); return 1;
    case F_DISCRIMINATOR: *Out = L->getDiscriminator(); return 1;
    case F_IMPLICIT_CODE: *Out = L->isImplicitCode(); return 1;
    default: return 0;
    }
  }
  if (auto *V = dyn_cast<DILocalVariable>(M)) {
    switch (F) {
    case F_LINE: *Out = V->getLine(); return 1;
    case F_ARG: *Out = V->getArg(); return 1;
    case F_FLAGS: *Out = V->getFlags(); return 1;
    case F_ALIGN: *Out = V->getAlignInBits(); return 1;
    default: return 0;
    }
  }
  if (auto *G = dyn_cast<DIGlobalVariable>(M)) {
    switch (F) {
    case F_LINE: *Out = G->getLine(); return 1;
    case F_IS_LOCAL: *Out = G->isLocalToUnit(); return 1;
    case F_IS_DEFINITION: *Out = G->isDefinition(); return 1;
    case F_ALIGN: *Out = G->getAlignInBits(); return 1;
    default: return 0;
    }
  }
  if (auto *S = dyn_cast<DISubrange>(M)) {
    switch (F) {
    case F_COUNT: return boundInt(S->getCount(), Out);
    case F_LOWER_BOUND: return boundInt(S->getLowerBound(), Out);
    case F_UPPER_BOUND: return boundInt(S->getUpperBound(), Out);
    case F_STRIDE: return boundInt(S->getStride(), Out);
    default: return 0;
    }
  }
  if (auto *E = dyn_cast<DIEnumerator>(M)) {
    if (F == F_VALUE) { *Out = E->getValue().getSExtValue(); return 1; }
    if (F == F_IS_UNSIGNED) { *Out = E->isUnsigned(); return 1; }
    return 0;
  }
  if (auto *TP = dyn_cast<DITemplateParameter>(M)) {
    if (F == F_IS_DEFAULT) { *Out = TP->isDefault(); return 1; }
    if (auto *TV = dyn_cast<DITemplateValueParameter>(TP)) {
      if (F == F_VALUE) {
        if (auto *C = dyn_cast_or_null<ConstantAsMetadata>(TV->getValue()))
          if (auto *CI = dyn_cast<ConstantInt>(C->getValue())) {
            *Out = CI->getSExtValue();
            return 1;
          }
      }
    }
    return 0;
  }
  if (auto *IE = dyn_cast<DIImportedEntity>(M)) {
    if (F == F_LINE) { *Out = IE->getLine(); return 1; }
    return 0;
  }
  if (auto *Mac = dyn_cast<DIMacro>(M)) {
    if (F == F_LINE) { *Out = Mac->getLine(); return 1; }
    if (F == F_MACINFO_TYPE) { *Out = Mac->getMacinfoType(); return 1; }
    return 0;
  }
  if (auto *MF = dyn_cast<DIMacroFile>(M)) {
    if (F == F_LINE) { *Out = MF->getLine(); return 1; }
    if (F == F_MACINFO_TYPE) { *Out = MF->getMacinfoType(); return 1; }
    return 0;
  }
  if (auto *Mod = dyn_cast<DIModule>(M)) {
    if (F == F_LINE) { *Out = Mod->getLineNo(); return 1; }
    if (F == F_IS_DECL) { *Out = Mod->getIsDecl(); return 1; }
    return 0;
  }
  if (auto *Lab = dyn_cast<DILabel>(M)) {
    if (F == F_LINE) { *Out = Lab->getLine(); return 1; }
    return 0;
  }
  if (auto *NS = dyn_cast<DINamespace>(M)) {
    if (F == F_EXTRA_DATA) { *Out = NS->getExportSymbols(); return 1; }
    return 0;
  }
  return 0;
}

// A string field; NULL when absent (an empty string is not absent).
const char *lsr_di_str(LLVMMetadataRef R, int F, size_t *Len) {
  Metadata *M = md(R);
  if (!M || !Len)
    return nullptr;
  StringRef S;
  bool Have = false;
  auto set = [&](StringRef V) { S = V; Have = true; };
  auto setMD = [&](MDString *V) { if (V) set(V->getString()); };
  if (auto *File = dyn_cast<DIFile>(M)) {
    switch (F) {
    case F_FILENAME: set(File->getFilename()); break;
    case F_DIRECTORY: set(File->getDirectory()); break;
    case F_CHECKSUM:
      if (auto CS = File->getChecksum()) set(CS->Value);
      break;
    case F_SOURCE:
      if (auto Src = File->getSource()) set(*Src);
      break;
    default: break;
    }
  } else if (auto *CU = dyn_cast<DICompileUnit>(M)) {
    switch (F) {
    case F_PRODUCER: set(CU->getProducer()); break;
    case F_CU_FLAGS: set(CU->getFlags()); break;
    case F_SPLIT_DEBUG_FILENAME: set(CU->getSplitDebugFilename()); break;
    case F_SYSROOT: set(CU->getSysRoot()); break;
    case F_SDK: set(CU->getSDK()); break;
    default: break;
    }
  } else if (auto *T = dyn_cast<DIType>(M)) {
    if (F == F_NAME) setMD(T->getRawName());
    else if (auto *C = dyn_cast<DICompositeType>(T)) {
      if (F == F_IDENTIFIER) setMD(C->getRawIdentifier());
    }
  } else if (auto *SP = dyn_cast<DISubprogram>(M)) {
    if (F == F_NAME) setMD(SP->getRawName());
    else if (F == F_LINKAGE_NAME) setMD(SP->getRawLinkageName());
  } else if (auto *V = dyn_cast<DIVariable>(M)) {
    if (F == F_NAME) setMD(V->getRawName());
    else if (auto *G = dyn_cast<DIGlobalVariable>(V)) {
      if (F == F_LINKAGE_NAME) setMD(G->getRawLinkageName());
    }
  } else if (auto *NS = dyn_cast<DINamespace>(M)) {
    if (F == F_NAME) setMD(NS->getRawName());
  } else if (auto *Mod = dyn_cast<DIModule>(M)) {
    switch (F) {
    case F_NAME: set(Mod->getName()); break;
    case F_CONFIG_MACROS: set(Mod->getConfigurationMacros()); break;
    case F_INCLUDE_PATH: set(Mod->getIncludePath()); break;
    case F_API_NOTES: set(Mod->getAPINotesFile()); break;
    default: break;
    }
  } else if (auto *E = dyn_cast<DIEnumerator>(M)) {
    if (F == F_NAME) setMD(E->getRawName());
  } else if (auto *TP = dyn_cast<DITemplateParameter>(M)) {
    if (F == F_NAME) setMD(TP->getRawName());
    else if (F == F_VALUE) {
      if (auto *TV = dyn_cast<DITemplateValueParameter>(TP))
        if (auto *MS = dyn_cast_or_null<MDString>(TV->getValue()))
          set(MS->getString());
    }
  } else if (auto *IE = dyn_cast<DIImportedEntity>(M)) {
    if (F == F_NAME) setMD(IE->getRawName());
  } else if (auto *Mac = dyn_cast<DIMacro>(M)) {
    if (F == F_NAME) setMD(Mac->getRawName());
    else if (F == F_VALUE) setMD(Mac->getRawValue());
  } else if (auto *Lab = dyn_cast<DILabel>(M)) {
    if (F == F_NAME) setMD(Lab->getRawName());
  }
  if (!Have)
    return nullptr;
  *Len = S.size();
  return S.data() ? S.data() : "";
}

// A metadata field (node or tuple); NULL when absent or null.
LLVMMetadataRef lsr_di_ref(LLVMMetadataRef R, int F) {
  Metadata *M = md(R);
  if (!M)
    return nullptr;
  if (auto *File = dyn_cast<DIFile>(M)) {
    (void)File;
    return nullptr;
  }
  if (auto *CU = dyn_cast<DICompileUnit>(M)) {
    switch (F) {
    case F_FILE: return out(CU->getRawFile());
    case F_ENUMS: return out(CU->getRawEnumTypes());
    case F_RETAINED_TYPES: return out(CU->getRawRetainedTypes());
    case F_GLOBALS: return out(CU->getRawGlobalVariables());
    case F_IMPORTED: return out(CU->getRawImportedEntities());
    case F_MACROS: return out(CU->getRawMacros());
    default: return nullptr;
    }
  }
  if (auto *T = dyn_cast<DIType>(M)) {
    switch (F) {
    case F_FILE: return out(T->getRawFile());
    case F_SCOPE: return out(T->getRawScope());
    default: break;
    }
    if (auto *D = dyn_cast<DIDerivedType>(T)) {
      switch (F) {
      case F_BASE_TYPE: return out(D->getRawBaseType());
      case F_EXTRA_DATA: return out(D->getRawExtraData());
      default: return nullptr;
      }
    }
    if (auto *C = dyn_cast<DICompositeType>(T)) {
      switch (F) {
      case F_BASE_TYPE: return out(C->getRawBaseType());
      case F_ELEMENTS: return out(C->getRawElements());
      case F_TEMPLATE_PARAMS: return out(C->getRawTemplateParams());
      case F_VTABLE_HOLDER: return out(C->getRawVTableHolder());
      default: return nullptr;
      }
    }
    if (auto *S = dyn_cast<DISubroutineType>(T)) {
      if (F == F_TYPE_ARRAY) return out(S->getRawTypeArray());
    }
    return nullptr;
  }
  if (auto *SP = dyn_cast<DISubprogram>(M)) {
    switch (F) {
    case F_FILE: return out(SP->getRawFile());
    case F_SCOPE: return out(SP->getRawScope());
    case F_TYPE: return out(SP->getRawType());
    case F_UNIT: return out(SP->getRawUnit());
    case F_DECLARATION: return out(SP->getRawDeclaration());
    case F_RETAINED_NODES: return out(SP->getRawRetainedNodes());
    case F_TEMPLATE_PARAMS: return out(SP->getRawTemplateParams());
    case F_CONTAINING_TYPE: return out(SP->getRawContainingType());
    case F_THROWN_TYPES: return out(SP->getRawThrownTypes());
    default: return nullptr;
    }
  }
  if (auto *LB = dyn_cast<DILexicalBlockBase>(M)) {
    switch (F) {
    case F_FILE: return out(LB->getRawFile());
    case F_SCOPE: return out(LB->getRawScope());
    default: return nullptr;
    }
  }
  if (auto *L = dyn_cast<DILocation>(M)) {
    switch (F) {
    case F_SCOPE: return out(L->getRawScope());
    case F_INLINED_AT: return out(L->getRawInlinedAt());
    default: return nullptr;
    }
  }
  if (auto *V = dyn_cast<DIVariable>(M)) {
    switch (F) {
    case F_FILE: return out(V->getRawFile());
    case F_SCOPE: return out(V->getRawScope());
    case F_TYPE: return out(V->getRawType());
    default: break;
    }
    if (auto *G = dyn_cast<DIGlobalVariable>(V)) {
      if (F == F_STATIC_MEMBER) return out(G->getRawStaticDataMemberDeclaration());
      if (F == F_TEMPLATE_PARAMS) return out(G->getRawTemplateParams());
    }
    return nullptr;
  }
  if (auto *GVE = dyn_cast<DIGlobalVariableExpression>(M)) {
    if (F == F_VARIABLE) return out(GVE->getRawVariable());
    if (F == F_EXPRESSION) return out(GVE->getRawExpression());
    return nullptr;
  }
  if (auto *S = dyn_cast<DISubrange>(M)) {
    switch (F) {
    case F_COUNT: return out(boundNode(S->getCount()));
    case F_LOWER_BOUND: return out(boundNode(S->getLowerBound()));
    case F_UPPER_BOUND: return out(boundNode(S->getUpperBound()));
    case F_STRIDE: return out(boundNode(S->getStride()));
    default: return nullptr;
    }
  }
  if (auto *GS = dyn_cast<DIGenericSubrange>(M)) {
    switch (F) {
    case F_COUNT: return out(GS->getRawCountNode());
    case F_LOWER_BOUND: return out(GS->getRawLowerBound());
    case F_UPPER_BOUND: return out(GS->getRawUpperBound());
    case F_STRIDE: return out(GS->getRawStride());
    default: return nullptr;
    }
  }
  if (auto *TP = dyn_cast<DITemplateParameter>(M)) {
    if (F == F_TYPE) return out(TP->getRawType());
    if (F == F_VALUE) {
      if (auto *TV = dyn_cast<DITemplateValueParameter>(TP))
        return out(TV->getValue());
    }
    return nullptr;
  }
  if (auto *NS = dyn_cast<DINamespace>(M)) {
    if (F == F_SCOPE) return out(NS->getRawScope());
    return nullptr;
  }
  if (auto *Mod = dyn_cast<DIModule>(M)) {
    if (F == F_SCOPE) return out(Mod->getRawScope());
    if (F == F_FILE) return out(Mod->getRawFile());
    return nullptr;
  }
  if (auto *IE = dyn_cast<DIImportedEntity>(M)) {
    switch (F) {
    case F_SCOPE: return out(IE->getRawScope());
    case F_ENTITY: return out(IE->getRawEntity());
    case F_FILE: return out(IE->getRawFile());
    case F_ELEMENTS: return out(IE->getRawElements());
    default: return nullptr;
    }
  }
  if (auto *MF = dyn_cast<DIMacroFile>(M)) {
    if (F == F_FILE) return out(MF->getRawFile());
    if (F == F_ELEMENTS) return out(MF->getRawElements());
    return nullptr;
  }
  if (auto *Lab = dyn_cast<DILabel>(M)) {
    if (F == F_SCOPE) return out(Lab->getRawScope());
    if (F == F_FILE) return out(Lab->getRawFile());
    return nullptr;
  }
  return nullptr;
}

// The checksum kind of a file: 0 none, 1 MD5, 2 SHA1, 3 SHA256.
int lsr_di_checksum_kind(LLVMMetadataRef R) {
  auto *File = as<DIFile>(R);
  if (!File)
    return 0;
  auto CS = File->getChecksum();
  return CS ? (int)CS->Kind : 0;
}

// DIExpression elements.
unsigned lsr_di_expr_len(LLVMMetadataRef R) {
  auto *E = as<DIExpression>(R);
  return E ? E->getNumElements() : 0;
}

uint64_t lsr_di_expr_elem(LLVMMetadataRef R, unsigned I) {
  auto *E = as<DIExpression>(R);
  return E && I < E->getNumElements() ? E->getElement(I) : 0;
}

// The metadata a MetadataAsValue wraps (LLVMValueAsMetadata wraps it once more in LLVM 14).
LLVMMetadataRef lsr_di_value_md(LLVMValueRef V) {
  if (!V)
    return nullptr;
  auto *MAV = dyn_cast<MetadataAsValue>(unwrap(V));
  return MAV ? wrap(MAV->getMetadata()) : nullptr;
}

// llvm.dbg.* calls: 1 declare, 2 value, 3 addr, 4 label, 0 otherwise.
int lsr_di_dbg_kind(LLVMValueRef V) {
  if (!V)
    return 0;
  Value *X = unwrap(V);
  if (isa<DbgDeclareInst>(X)) return 1;
  if (isa<DbgValueInst>(X)) return 2;
  if (isa<DbgAddrIntrinsic>(X)) return 3;
  if (isa<DbgLabelInst>(X)) return 4;
  return 0;
}

LLVMMetadataRef lsr_di_dbg_variable(LLVMValueRef V) {
  if (!V)
    return nullptr;
  if (auto *D = dyn_cast<DbgVariableIntrinsic>(unwrap(V)))
    return out(D->getRawVariable());
  if (auto *L = dyn_cast<DbgLabelInst>(unwrap(V)))
    return out(L->getRawLabel());
  return nullptr;
}

LLVMMetadataRef lsr_di_dbg_expression(LLVMValueRef V) {
  if (!V)
    return nullptr;
  if (auto *D = dyn_cast<DbgVariableIntrinsic>(unwrap(V)))
    return out(D->getRawExpression());
  return nullptr;
}

// The location operand: the value described (NULL when it is a DIArgList or empty).
LLVMValueRef lsr_di_dbg_location(LLVMValueRef V) {
  if (!V)
    return nullptr;
  auto *D = dyn_cast<DbgVariableIntrinsic>(unwrap(V));
  if (!D || D->hasArgList())
    return nullptr;
  Value *Loc = D->getVariableLocationOp(0);
  return Loc ? wrap(Loc) : nullptr;
}

// The first value of a debug intrinsic's location, an argument list's first too (null when
// there is none).
LLVMValueRef lsr_di_dbg_first_location(LLVMValueRef V) {
  if (!V)
    return nullptr;
  auto *D = dyn_cast<DbgVariableIntrinsic>(unwrap(V));
  if (!D || D->getNumVariableLocationOps() == 0)
    return nullptr;
  Value *Loc = D->getVariableLocationOp(0);
  return Loc ? wrap(Loc) : nullptr;
}


LLVMMetadataRef lsr_dib_file(LLVMDIBuilderRef B, const char *Name, size_t NameLen,
                             const char *Dir, size_t DirLen, int CSKind, const char *CS,
                             size_t CSLen, const char *Src, size_t SrcLen, int HasSrc) {
  Optional<DIFile::ChecksumInfo<StringRef>> Checksum;
  if (CSKind >= 1 && CSKind <= 3)
    Checksum.emplace((DIFile::ChecksumKind)CSKind, StringRef(CS, CSLen));
  Optional<StringRef> Source;
  if (HasSrc)
    Source = StringRef(Src, SrcLen);
  return wrap(dib(B)->createFile(StringRef(Name, NameLen), StringRef(Dir, DirLen), Checksum,
                                 Source));
}

// A subrange; each bound is a constant (Has*Int) or a node (variable or expression) or absent.
LLVMMetadataRef lsr_dib_subrange(LLVMContextRef C, int CountIsInt, int64_t Count,
                                 LLVMMetadataRef CountNode, int LowerIsInt, int64_t Lower,
                                 LLVMMetadataRef LowerNode, LLVMMetadataRef UpperNode,
                                 LLVMMetadataRef StrideNode) {
  LLVMContext &Ctx = *unwrap(C);
  auto bound = [&](int IsInt, int64_t V, LLVMMetadataRef N) -> Metadata * {
    if (IsInt)
      return ConstantAsMetadata::get(ConstantInt::getSigned(Type::getInt64Ty(Ctx), V));
    return md(N);
  };
  return wrap(DISubrange::get(Ctx, bound(CountIsInt, Count, CountNode),
                              bound(LowerIsInt, Lower, LowerNode), md(UpperNode),
                              md(StrideNode)));
}

LLVMMetadataRef lsr_dib_composite(LLVMContextRef C, unsigned Tag, const char *Name,
                                  size_t NameLen, LLVMMetadataRef File, unsigned Line,
                                  LLVMMetadataRef Scope, LLVMMetadataRef BaseType,
                                  uint64_t Size, uint32_t Align, uint64_t Offset,
                                  unsigned Flags, LLVMMetadataRef Elements,
                                  unsigned RuntimeLang, LLVMMetadataRef VTableHolder,
                                  LLVMMetadataRef TemplateParams, const char *Ident,
                                  size_t IdentLen, int Distinct) {
  LLVMContext &Ctx = *unwrap(C);
  MDString *NameS = NameLen ? MDString::get(Ctx, StringRef(Name, NameLen)) : nullptr;
  MDString *IdS = IdentLen ? MDString::get(Ctx, StringRef(Ident, IdentLen)) : nullptr;
  auto Fl = static_cast<DINode::DIFlags>(Flags);
  if (Distinct)
    return wrap(DICompositeType::getDistinct(
        Ctx, Tag, NameS, md(File), Line, md(Scope), md(BaseType), Size, Align, Offset, Fl,
        md(Elements), RuntimeLang, md(VTableHolder), md(TemplateParams), IdS, nullptr,
        nullptr, nullptr, nullptr, nullptr, nullptr));
  return wrap(DICompositeType::get(Ctx, Tag, NameS, md(File), Line, md(Scope), md(BaseType),
                                   Size, Align, Offset, Fl, md(Elements), RuntimeLang,
                                   md(VTableHolder), md(TemplateParams), IdS, nullptr,
                                   nullptr, nullptr, nullptr, nullptr, nullptr));
}

LLVMMetadataRef lsr_dib_derived(LLVMContextRef C, unsigned Tag, const char *Name,
                                size_t NameLen, LLVMMetadataRef File, unsigned Line,
                                LLVMMetadataRef Scope, LLVMMetadataRef BaseType, uint64_t Size,
                                uint32_t Align, uint64_t Offset, int HasAddrSpace,
                                unsigned AddrSpace, unsigned Flags, LLVMMetadataRef Extra) {
  LLVMContext &Ctx = *unwrap(C);
  MDString *NameS = NameLen ? MDString::get(Ctx, StringRef(Name, NameLen)) : nullptr;
  Optional<unsigned> AS;
  if (HasAddrSpace)
    AS = AddrSpace;
  return wrap(DIDerivedType::get(Ctx, Tag, NameS, md(File), Line, md(Scope), md(BaseType),
                                 Size, Align, Offset, AS,
                                 static_cast<DINode::DIFlags>(Flags), md(Extra), nullptr));
}

LLVMMetadataRef lsr_dib_subroutine_type(LLVMContextRef C, unsigned Flags, unsigned CC,
                                        LLVMMetadataRef *Types, unsigned N) {
  LLVMContext &Ctx = *unwrap(C);
  return wrap(DISubroutineType::get(Ctx, static_cast<DINode::DIFlags>(Flags), (uint8_t)CC,
                                    tuple(C, Types, N)));
}

LLVMMetadataRef lsr_dib_subprogram(LLVMDIBuilderRef B, LLVMMetadataRef Scope, const char *Name,
                                   size_t NameLen, const char *Linkage, size_t LinkageLen,
                                   LLVMMetadataRef File, unsigned Line, LLVMMetadataRef Type,
                                   unsigned ScopeLine, unsigned Flags, unsigned SPFlags,
                                   LLVMMetadataRef TemplateParams, LLVMMetadataRef Decl,
                                   LLVMMetadataRef ContainingType, unsigned VirtualIndex,
                                   int ThisAdjustment) {
  auto Fl = static_cast<DINode::DIFlags>(Flags);
  auto SPF = static_cast<DISubprogram::DISPFlags>(SPFlags);
  StringRef N(Name, NameLen), L(Linkage, LinkageLen);
  auto *TP = node<MDTuple>(TemplateParams);
  DITemplateParameterArray TPA(TP);
  if (SPF & DISubprogram::SPFlagDefinition) {
    return wrap(dib(B)->createFunction(node<DIScope>(Scope), N, L, node<DIFile>(File), Line,
                                       node<DISubroutineType>(Type), ScopeLine, Fl, SPF, TPA,
                                       node<DISubprogram>(Decl)));
  }
  // A declaration is built directly, uniqued and without retained nodes, as clang's methods
  // (createMethod) are: DIBuilder's createFunction gives a declaration a temporary
  // retainedNodes tuple that finalize() never resolves (it only finalizes definitions), which
  // the verifier rejects ("Expected no forward declarations!").
  MDNode *Any = nullptr;
  for (LLVMMetadataRef R : {File, Type, Scope, TemplateParams, ContainingType})
    if (!Any && R)
      Any = unwrap<MDNode>(R);
  if (!Any)
    return wrap(dib(B)->createMethod(node<DIScope>(Scope), N, L, node<DIFile>(File), Line,
                                     node<DISubroutineType>(Type), VirtualIndex,
                                     ThisAdjustment, node<DIType>(ContainingType), Fl, SPF,
                                     TPA));
  return wrap(DISubprogram::get(Any->getContext(), node<DIScope>(Scope), N, L,
                                node<DIFile>(File), Line, node<DISubroutineType>(Type),
                                ScopeLine, node<DIType>(ContainingType), VirtualIndex,
                                ThisAdjustment, Fl, SPF, /*Unit=*/nullptr, TP,
                                /*Declaration=*/nullptr, /*RetainedNodes=*/nullptr));
}

LLVMMetadataRef lsr_dib_template_type(LLVMContextRef C, const char *Name, size_t NameLen,
                                      LLVMMetadataRef Ty, int IsDefault) {
  LLVMContext &Ctx = *unwrap(C);
  return wrap(DITemplateTypeParameter::get(Ctx, StringRef(Name, NameLen), node<DIType>(Ty),
                                           IsDefault != 0));
}

// Kind: 0 value (Value is a constant int of `Bits`, or `ValueMD` when given), 1 template
// template (ValueStr is the template's name), 2 pack (ValueMD is the tuple of parameters).
LLVMMetadataRef lsr_dib_template_value(LLVMContextRef C, unsigned Tag, const char *Name,
                                       size_t NameLen, LLVMMetadataRef Ty, int IsDefault,
                                       int Kind, int64_t Value, unsigned Bits,
                                       LLVMMetadataRef ValueMD, const char *ValueStr,
                                       size_t ValueLen) {
  LLVMContext &Ctx = *unwrap(C);
  Metadata *V = nullptr;
  if (Kind == 1)
    V = MDString::get(Ctx, StringRef(ValueStr, ValueLen));
  else if (ValueMD)
    V = md(ValueMD);
  else if (Bits)
    V = ConstantAsMetadata::get(ConstantInt::getSigned(Type::getIntNTy(Ctx, Bits), Value));
  return wrap(DITemplateValueParameter::get(Ctx, Tag, StringRef(Name, NameLen),
                                            node<DIType>(Ty), IsDefault != 0, V));
}

LLVMMetadataRef lsr_dib_imported_entity(LLVMDIBuilderRef B, LLVMContextRef C, unsigned Tag,
                                        LLVMMetadataRef Scope, LLVMMetadataRef Entity,
                                        LLVMMetadataRef File, unsigned Line, const char *Name,
                                        size_t NameLen) {
  LLVMContext &Ctx = *unwrap(C);
  auto *IE = DIImportedEntity::get(Ctx, Tag, node<DIScope>(Scope), node<DINode>(Entity),
                                   node<DIFile>(File), Line, StringRef(Name, NameLen),
                                   nullptr);
  return wrap(IE);
}

LLVMMetadataRef lsr_dib_global_variable(LLVMDIBuilderRef B, LLVMMetadataRef Scope,
                                        const char *Name, size_t NameLen, const char *Linkage,
                                        size_t LinkageLen, LLVMMetadataRef File, unsigned Line,
                                        LLVMMetadataRef Ty, int IsLocal, int IsDefined,
                                        LLVMMetadataRef Expr, LLVMMetadataRef Decl,
                                        uint32_t Align) {
  return wrap(dib(B)->createGlobalVariableExpression(
      node<DIScope>(Scope), StringRef(Name, NameLen), StringRef(Linkage, LinkageLen),
      node<DIFile>(File), Line, node<DIType>(Ty), IsLocal != 0, IsDefined != 0,
      Expr ? node<DIExpression>(Expr) : nullptr, node<MDNode>(Decl), nullptr, Align));
}

// Replaces a compile unit's lists (NULL leaves a list as it is).
void lsr_dib_cu_lists(LLVMMetadataRef CURef, LLVMMetadataRef Enums, LLVMMetadataRef Retained,
                      LLVMMetadataRef Globals, LLVMMetadataRef Imported,
                      LLVMMetadataRef Macros) {
  auto *CU = as<DICompileUnit>(CURef);
  if (!CU)
    return;
  if (Enums) CU->replaceEnumTypes(DICompositeTypeArray(node<MDTuple>(Enums)));
  if (Retained) CU->replaceRetainedTypes(DITypeArray(node<MDTuple>(Retained)));
  if (Globals)
    CU->replaceGlobalVariables(DIGlobalVariableExpressionArray(node<MDTuple>(Globals)));
  if (Imported) CU->replaceImportedEntities(DIImportedEntityArray(node<MDTuple>(Imported)));
  if (Macros) CU->replaceMacros(DIMacroNodeArray(node<MDTuple>(Macros)));
}

void lsr_dib_set_retained_nodes(LLVMMetadataRef SPRef, LLVMMetadataRef Nodes) {
  auto *SP = as<DISubprogram>(SPRef);
  if (SP && SP->isDistinct())
    SP->replaceOperandWith(7, md(Nodes)); // the retained-nodes operand
}

// The compile unit; every field LLVM-C leaves out.
LLVMMetadataRef lsr_dib_compile_unit(LLVMDIBuilderRef B, unsigned Lang, LLVMMetadataRef File,
                                     const char *Producer, size_t ProducerLen, int IsOpt,
                                     const char *Flags, size_t FlagsLen, unsigned RV,
                                     const char *Split, size_t SplitLen, unsigned Kind,
                                     uint64_t DWOId, int SplitInlining, int Profiling,
                                     unsigned NameTableKind, int RangesBase,
                                     const char *SysRoot, size_t SysRootLen, const char *SDK,
                                     size_t SDKLen) {
  return wrap(dib(B)->createCompileUnit(
      Lang, node<DIFile>(File), StringRef(Producer, ProducerLen), IsOpt != 0,
      StringRef(Flags, FlagsLen), RV, StringRef(Split, SplitLen),
      static_cast<DICompileUnit::DebugEmissionKind>(Kind), DWOId, SplitInlining != 0,
      Profiling != 0, static_cast<DICompileUnit::DebugNameTableKind>(NameTableKind),
      RangesBase != 0, StringRef(SysRoot, SysRootLen), StringRef(SDK, SDKLen)));
}

LLVMMetadataRef lsr_dib_local_variable(LLVMDIBuilderRef B, LLVMMetadataRef Scope,
                                       const char *Name, size_t NameLen, unsigned Arg,
                                       LLVMMetadataRef File, unsigned Line,
                                       LLVMMetadataRef Ty, int AlwaysPreserve, unsigned Flags,
                                       uint32_t Align) {
  auto Fl = static_cast<DINode::DIFlags>(Flags);
  if (Arg)
    return wrap(dib(B)->createParameterVariable(node<DIScope>(Scope), StringRef(Name, NameLen),
                                                Arg, node<DIFile>(File), Line,
                                                node<DIType>(Ty), AlwaysPreserve != 0, Fl));
  return wrap(dib(B)->createAutoVariable(node<DIScope>(Scope), StringRef(Name, NameLen),
                                         node<DIFile>(File), Line, node<DIType>(Ty),
                                         AlwaysPreserve != 0, Fl, Align));
}

LLVMMetadataRef lsr_dib_location(LLVMContextRef C, unsigned Line, unsigned Col,
                                 LLVMMetadataRef Scope, LLVMMetadataRef InlinedAt) {
  return wrap(DILocation::get(*unwrap(C), Line, Col, md(Scope), md(InlinedAt)));
}

// A call site (the inlinedAt of a location): distinct, one per inlined instance, as LLVM's
// inliner makes them, so that two calls inlined at the same line and column stay apart.
LLVMMetadataRef lsr_dib_call_site(LLVMContextRef C, unsigned Line, unsigned Col,
                                  LLVMMetadataRef Scope, LLVMMetadataRef InlinedAt) {
  return wrap(DILocation::getDistinct(*unwrap(C), Line, Col, md(Scope), md(InlinedAt)));
}

LLVMMetadataRef lsr_dib_lexical_block(LLVMContextRef C, LLVMMetadataRef Scope,
                                      LLVMMetadataRef File, unsigned Line, unsigned Col) {
  return wrap(DILexicalBlock::getDistinct(*unwrap(C), md(Scope), md(File), Line, Col));
}

LLVMMetadataRef lsr_dib_lexical_block_file(LLVMContextRef C, LLVMMetadataRef Scope,
                                           LLVMMetadataRef File, unsigned Discriminator) {
  return wrap(DILexicalBlockFile::get(*unwrap(C), md(Scope), md(File), Discriminator));
}

LLVMMetadataRef lsr_dib_namespace(LLVMContextRef C, LLVMMetadataRef Scope, const char *Name,
                                  size_t NameLen, int ExportSymbols) {
  return wrap(DINamespace::get(*unwrap(C), md(Scope),
                               NameLen ? MDString::get(*unwrap(C), StringRef(Name, NameLen))
                                       : nullptr,
                               ExportSymbols != 0));
}

// A module with its file, line and declaration flag (the C API leaves them out).
LLVMMetadataRef lsr_dib_module(LLVMContextRef C, LLVMMetadataRef File, LLVMMetadataRef Scope,
                               const char *Name, size_t NameLen, const char *Macros,
                               size_t MacrosLen, const char *Include, size_t IncludeLen,
                               const char *Notes, size_t NotesLen, unsigned Line, int IsDecl) {
  LLVMContext &Ctx = *unwrap(C);
  auto str = [&](const char *P, size_t L) -> MDString * {
    return L ? MDString::get(Ctx, StringRef(P, L)) : nullptr;
  };
  return wrap(DIModule::get(Ctx, md(File), md(Scope), str(Name, NameLen),
                            str(Macros, MacrosLen), str(Include, IncludeLen),
                            str(Notes, NotesLen), Line, IsDecl != 0));
}

// llvm.dbg.declare / llvm.dbg.value before `Before` or at the end of `BB` (before its
// terminator when it has one). The storage may be NULL (undef of the variable's type is not
// known here: the caller passes a value). The variable and the expression are checked to be
// of their classes (no temporary stands in here): NULL when they are not.
LLVMValueRef lsr_dib_insert_dbg(LLVMDIBuilderRef B, int IsValue, LLVMValueRef Storage,
                                LLVMMetadataRef Var, LLVMMetadataRef Expr,
                                LLVMMetadataRef Loc, LLVMBasicBlockRef BB) {
  auto *DL = as<DILocation>(Loc);
  auto *BBp = unwrap(BB);
  auto *V = as<DILocalVariable>(Var);
  auto *E = as<DIExpression>(Expr);
  if (!DL || !BBp || !Storage || !V || !E)
    return nullptr;
  Instruction *I;
  if (IsValue) {
    I = dib(B)->insertDbgValueIntrinsic(unwrap(Storage), V, E, DL, BBp);
    // An expression with DW_OP_LLVM_arg takes its value from an argument list (the verifier
    // wants one): the value as a list of one. (Operations are walked only in a valid
    // expression: one short of its operands would be walked past its end.)
    bool Variadic = E->isValid() &&
                    llvm::any_of(E->expr_ops(), [](const DIExpression::ExprOperand &Op) {
                      return Op.getOp() == dwarf::DW_OP_LLVM_arg;
                    });
    if (I && Variadic) {
      LLVMContext &Ctx = I->getContext();
      auto *List = DIArgList::get(Ctx, {ValueAsMetadata::get(unwrap(Storage))});
      cast<CallInst>(I)->setArgOperand(0, MetadataAsValue::get(Ctx, List));
    }
  } else
    I = dib(B)->insertDeclare(unwrap(Storage), V, E, DL, BBp);
  return wrap(I);
}

// Resolves the cycles of a uniqued node that referred to temporaries now replaced.
void lsr_di_resolve(LLVMMetadataRef R) {
  auto *N = as<MDNode>(R);
  if (N && !N->isResolved() && !N->isTemporary())
    N->resolveCycles();
}

// Adds an i32 module flag with any behavior (the C API lacks Max).
void lsr_add_module_flag_i32(LLVMModuleRef M, unsigned Behavior, const char *Key,
                             size_t Len, unsigned Value) {
  unwrap(M)->addModuleFlag(static_cast<Module::ModFlagBehavior>(Behavior),
                           StringRef(Key, Len), Value);
}

// Adds a !dbg attachment (a global variable may have several).
void lsr_dib_global_add_dbg(LLVMValueRef GV, LLVMMetadataRef GVE) {
  auto *G = GV ? dyn_cast<GlobalVariable>(unwrap(GV)) : nullptr;
  auto *E = as<DIGlobalVariableExpression>(GVE);
  if (G && E)
    G->addDebugInfo(E);
}

// The DIGlobalVariableExpressions attached to a global variable (up to Max; answers how many).
unsigned lsr_di_global_dbg(LLVMValueRef GV, LLVMMetadataRef *Out, unsigned Max) {
  auto *G = GV ? dyn_cast<GlobalVariable>(unwrap(GV)) : nullptr;
  if (!G)
    return 0;
  SmallVector<DIGlobalVariableExpression *, 2> V;
  G->getDebugInfo(V);
  for (unsigned I = 0; I < V.size() && I < Max; ++I)
    Out[I] = wrap(V[I]);
  return V.size();
}

} // extern "C"
