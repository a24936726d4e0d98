// The package's declarations held against what it returns, as stubtest holds Python's stubs
// against the module: each sample (samples.mjs) is
//
//   (a) written into a TypeScript fixture as `export const sampleN = <the object> satisfies
//       <its declared type>;` and compiled with `tsc --strict` against the declarations (a value
//       of another type, a missing field, a field the declarations do not name: a diagnostic);
//   (b) walked beside its declared type, read with TypeScript's checker: every key of every
//       object must be declared (undeclared), and every field the declarations name, every
//       variant of a union told apart by a literal field (`event`, `kind`, `type`), must appear
//       in some sample (never seen).
//
// Keys are named by paths from the declared type: `ViewDocument<"le-baron">.options.deck`,
// `GameEvent<"le-baron">{event=row_taken}.rules.noFit`, `[]` for the elements of an array.

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

/** @typedef {import("./samples.mjs").Sample} Sample */

/** The exported types the fixtures name. */
const IMPORTED_TYPES = [
  "GameEvent",
  "GameInfo",
  "GameQueries",
  "Move",
  "OptionsDocument",
  "ReplayDocument",
  "Scores",
  "SpectatorViewDocument",
  "StateDocument",
  "ViewDocument",
];

/**
 * `value` as a TypeScript literal (JSON, with bigints as bigint literals).
 * @param {unknown} value
 */
const literal = (value) =>
  JSON.stringify(value, (_, item) => (typeof item === "bigint" ? `\u0000${item}n` : item)).replace(
    /"\\u0000(\d+n)"/g,
    "$1",
  );

/**
 * The fixture for `samples`: one `satisfies` per sample, and one type alias per declared type
 * (`Declared0`, ...) for the walk of (b). Returns its text, the line of each sample and the alias
 * of each type.
 * @param {Sample[]} samples
 */
function fixture(samples) {
  const types = [...new Set(samples.map((s) => s.type))];
  const lines = [
    "// Written by wasm/tests/declarations/check.mjs: every object the package returned in the sampled",
    "// games, held against its declared type.",
    `import type { ${IMPORTED_TYPES.join(", ")} } from "herr-der-ziegen";`,
    "",
    ...types.map((type, i) => `export type Declared${i} = ${type};`),
    "",
  ];
  /** @type {Map<number, Sample>} */
  const sampleAt = new Map();
  samples.forEach((sample, i) => {
    lines.push(`// ${sample.origin}`);
    sampleAt.set(lines.length + 1, sample);
    lines.push(`export const sample${i} = ${literal(sample.value)} satisfies ${sample.type};`);
  });
  return { text: `${lines.join("\n")}\n`, sampleAt, aliases: new Map(types.map((type, i) => [type, `Declared${i}`])) };
}

/**
 * The checks (a) and (b) of `samples` against the declarations in `declarations` (a folder with
 * index.d.ts, games.d.ts and games/, as the package ships them); the fixture is written into
 * `work`. Returns the problems of each kind, each a line naming the path and a sample's origin.
 * @param {{ samples: Sample[], declarations: string, work: string }} options
 * @returns {{ typeErrors: string[], undeclared: string[], neverSeen: string[], paths: number }}
 */
export function checkDeclarations({ samples, declarations, work }) {
  mkdirSync(work, { recursive: true });
  const file = join(work, "fixture.ts");
  const { text, sampleAt, aliases } = fixture(samples);
  writeFileSync(file, text);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts"],
    types: [],
    paths: { "herr-der-ziegen": [join(declarations, "index.d.ts")] },
  });
  const typeErrors = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, " ");
    if (diagnostic.file === undefined || diagnostic.start === undefined) return message;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    const sample = sampleAt.get(line + 1);
    const where = diagnostic.file.fileName === file ? `fixture.ts:${line + 1}` : diagnostic.file.fileName;
    return `${where}${sample ? ` (${sample.type}, ${sample.origin})` : ""}: ${message}`;
  });

  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (source === undefined) throw new Error(`TypeScript did not read ${file}`);
  /** @type {Map<string, ts.Type>} */
  const declaredTypes = new Map();
  for (const statement of source.statements) {
    if (ts.isTypeAliasDeclaration(statement)) {
      declaredTypes.set(statement.name.text, checker.getTypeFromTypeNode(statement.type));
    }
  }
  const walk = new Walk(checker);
  /** @type {Set<string>} */
  const declared = new Set();
  for (const [type, alias] of aliases) {
    walk.declared(/** @type {ts.Type} */ (declaredTypes.get(alias)), type, declared, new Set());
  }
  /** @type {Map<string, string>} */
  const seen = new Map();
  /** @type {Map<string, string>} */
  const undeclared = new Map();
  for (const sample of samples) {
    const type = /** @type {ts.Type} */ (declaredTypes.get(/** @type {string} */ (aliases.get(sample.type))));
    walk.observed(sample.value, type, sample.type, sample.origin, seen, undeclared);
  }
  return {
    typeErrors,
    undeclared: [...undeclared].map(([path, origin]) => `${path} (first in ${origin})`),
    neverSeen: [...declared].filter((path) => !seen.has(path)),
    paths: declared.size,
  };
}

/** The walks of declared types and of samples beside them, with TypeScript's checker. */
class Walk {
  /** @param {ts.TypeChecker} checker */
  constructor(checker) {
    this.checker = checker;
  }

  /**
   * `type` without `null` and `undefined`, as the members it is a union of (one if none).
   * @param {ts.Type} type
   * @returns {ts.Type[]}
   */
  members(type) {
    const members = type.isUnion() ? type.types : [type];
    return members.filter((t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
  }

  /**
   * The element types of an array or tuple type, or `undefined` for another type.
   * @param {ts.Type} type
   * @returns {readonly ts.Type[] | undefined}
   */
  elements(type) {
    if (this.checker.isArrayType(type) || this.checker.isTupleType(type)) {
      return this.checker.getTypeArguments(/** @type {ts.TypeReference} */ (type));
    }
    return undefined;
  }

  /**
   * Whether `type` is an object type with fields (not an array or tuple, not a primitive).
   * @param {ts.Type} type
   */
  isRecord(type) {
    return (type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) !== 0 && this.elements(type) === undefined;
  }

  /**
   * The literal text of field `name` of `type` (`"row_taken"`, `true`), or `undefined` when the
   * field is missing or not one literal.
   * @param {ts.Type} type
   * @param {string} name
   */
  literalField(type, name) {
    const property = this.checker.getPropertyOfType(type, name);
    if (property === undefined) return undefined;
    const fieldType = this.checker.getTypeOfSymbol(property);
    if (fieldType.isStringLiteral() || fieldType.isNumberLiteral()) return String(fieldType.value);
    if (fieldType.flags & ts.TypeFlags.BooleanLiteral) return this.checker.typeToString(fieldType);
    return undefined;
  }

  /**
   * The field telling the object members of a union apart: one every member has with a literal
   * type, different in each (`event`, `kind`, `type`); `undefined` when there is none.
   * @param {ts.Type[]} records
   */
  discriminant(records) {
    if (records.length < 2) return undefined;
    return this.checker.getPropertiesOfType(records[0]).find((property) => {
      const values = records.map((record) => this.literalField(record, property.name));
      return values.every((v) => v !== undefined) && new Set(values).size === records.length;
    })?.name;
  }

  /**
   * Adds to `out` the path of every field `type` declares, and of every variant of its
   * discriminated unions, under `path`.
   * @param {ts.Type} type
   * @param {string} path
   * @param {Set<string>} out
   * @param {Set<ts.Type>} open the types being walked (a type met again inside itself is not walked again)
   */
  declared(type, path, out, open) {
    if (open.has(type)) return;
    open.add(type);
    const members = this.members(type);
    const records = members.filter((t) => this.isRecord(t));
    const key = this.discriminant(records);
    for (const member of members) {
      const elements = this.elements(member);
      if (elements !== undefined) {
        for (const element of elements) this.declared(element, `${path}[]`, out, open);
      } else if (this.isRecord(member)) {
        const at = key === undefined ? path : `${path}{${key}=${this.literalField(member, key)}}`;
        if (key !== undefined) out.add(at);
        for (const property of this.checker.getPropertiesOfType(member)) {
          out.add(`${at}.${property.name}`);
          this.declared(this.checker.getTypeOfSymbol(property), `${at}.${property.name}`, out, open);
        }
      }
    }
    open.delete(type);
  }

  /**
   * Walks `value` beside its declared `type`: every path it takes is added to `seen`, every key
   * or variant the type does not declare to `undeclared` (each with the sample's `origin`).
   * @param {unknown} value
   * @param {ts.Type} type
   * @param {string} path
   * @param {string} origin
   * @param {Map<string, string>} seen
   * @param {Map<string, string>} undeclared
   */
  observed(value, type, path, origin, seen, undeclared) {
    if (value === null || typeof value !== "object") return;
    const members = this.members(type);
    if (Array.isArray(value)) {
      const elements = members.flatMap((member) => this.elements(member) ?? []);
      for (const item of value) {
        for (const element of elements) this.observed(item, element, `${path}[]`, origin, seen, undeclared);
      }
      return;
    }
    const records = members.filter((t) => this.isRecord(t));
    const key = this.discriminant(records);
    let at = path;
    let candidates = records;
    if (key !== undefined) {
      const variant = String(/** @type {Record<string, unknown>} */ (value)[key]);
      at = `${path}{${key}=${variant}}`;
      candidates = records.filter((record) => this.literalField(record, key) === variant);
      if (candidates.length === 0) {
        if (!undeclared.has(at)) undeclared.set(at, origin);
        return;
      }
      seen.set(at, origin);
    }
    for (const [field, item] of Object.entries(value)) {
      const fieldPath = `${at}.${field}`;
      const holder = candidates.find((record) => this.checker.getPropertyOfType(record, field) !== undefined);
      if (holder === undefined) {
        const open = candidates.some((record) => this.checker.getIndexInfosOfType(record).length > 0);
        if (!open && !undeclared.has(fieldPath)) undeclared.set(fieldPath, origin);
        continue;
      }
      seen.set(fieldPath, origin);
      const property = /** @type {ts.Symbol} */ (this.checker.getPropertyOfType(holder, field));
      this.observed(item, this.checker.getTypeOfSymbol(property), fieldPath, origin, seen, undeclared);
    }
  }
}
