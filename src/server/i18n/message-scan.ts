import fs from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";

/*
 * Finds, in the source, every text the API may put in an envelope's `message` or a field error's
 * `message`, for the catalogue's completeness test (catalogue.test.ts). Only the test imports it.
 *
 * It reads the places a message is written: the message argument of `new ApiError`, `notFound`,
 * `forbidden`, `conflict`, `fieldError`, `validationError`, `envelope`, `sendEnvelope`, `slowDown`,
 * `enforce` and the modules' small error helpers; `message:` beside `path:` or `code:` (field
 * errors, refusals) and in payment outcomes and the seller portal's per-item results; zod's
 * messages (`.min(1, "…")`, `{ error: "…" }`); notices (`{ title, content, jumpType }`, marked
 * `notice`); the words put into messages (`term`); and `say("…")`, which names a catalogue entry
 * itself. A string is `exact`; a template literal is a `pattern` whose `${…}` parts are unknown (a
 * const string of the same file is put in).
 */

export type Found =
  | { kind: "exact"; text: string; where: string; notice?: boolean }
  | { kind: "term"; text: string; where: string }
  | { kind: "pattern"; parts: string[]; where: string; notice?: boolean }
  | { kind: "key"; text: string; where: string };

/** Call name → index of its message argument. */
const MESSAGE_ARG: Record<string, number> = {
  ApiError: 1,
  notFound: 0,
  forbidden: 0,
  conflict: 0,
  fieldError: 1,
  validationError: 1,
  envelope: 2,
  sendEnvelope: 2,
  slowDown: 1,
  badCode: 0,
  invalid: 0,
  enforce: 5,
  assertOwnPassword: 3,
  reject: 1,
};
/** Words put into a message's `{…}` (catalogue TERMS): calls and consts that hold them. */
const TERM_ARG: Record<string, number> = { refused: 0 };
const TERM_CONSTS = new Set(["ACTION_WORDS", "REQUIRED_LABELS", "what", "KIND", "FORMAT"]);
const ZOD_MESSAGE_ARG: Record<string, number> = { min: 1, max: 1, length: 1, regex: 1, refine: 1 };
const DEFAULT_PARAMS = new Set(["why", "what", "message"]);

const ROOT = path.resolve(import.meta.dirname, "../../..");

function walk(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== "seed" && e.name !== "migrations" && e.name !== "i18n") walk(p, out);
    } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(p);
  }
  return out;
}

export function scanMessages(): Found[] {
  const files = [...walk(path.join(ROOT, "src/server")), ...walk(path.join(ROOT, "src/shared/contract"))];
  return files.flatMap(scanFile);
}

// biome-ignore lint/suspicious/noExplicitAny: a Babel AST node, read by its `type`.
type AstNode = any;

function scanFile(file: string): Found[] {
  const ast = parse(fs.readFileSync(file, "utf8"), { sourceType: "module", plugins: ["typescript", "jsx"] });
  const rel = path.relative(ROOT, file);
  const isContract = rel.startsWith("src/shared/contract");
  const consts = new Map<string, AstNode>();
  const found: Found[] = [];
  const where = (n: AstNode) => `${rel}:${n.loc?.start.line ?? 0}`;

  const children = (n: AstNode): AstNode[] => {
    const out: AstNode[] = [];
    for (const [k, v] of Object.entries(n)) {
      if (k === "loc" || k === "leadingComments" || k === "trailingComments" || k === "extra") continue;
      if (Array.isArray(v)) for (const x of v) if (x && typeof x.type === "string") out.push(x);
      if (v && typeof v === "object" && typeof (v as AstNode).type === "string") out.push(v);
    }
    return out;
  };
  const each = (n: AstNode, f: (n: AstNode) => void) => {
    f(n);
    for (const c of children(n)) each(c, f);
  };
  each(ast.program, (n) => {
    if (n.type === "VariableDeclarator" && n.id.type === "Identifier" && n.init)
      consts.set(n.id.name, n.init);
  });

  const constText = (e: AstNode, depth = 0): string | null => {
    if (e.type === "StringLiteral") return e.value;
    if (e.type === "NumericLiteral") return String(e.value);
    if (e.type === "TemplateLiteral" && e.expressions.length === 0) return e.quasis[0].value.cooked;
    if (e.type === "Identifier" && depth < 3) {
      const init = consts.get(e.name);
      return init ? constText(init, depth + 1) : null;
    }
    return null;
  };

  const term = (e: AstNode, depth = 0): void => {
    if (!e || depth > 3) return;
    if (e.type === "StringLiteral") found.push({ kind: "term", text: e.value, where: where(e) });
    else if (e.type === "ConditionalExpression") {
      term(e.consequent, depth + 1);
      term(e.alternate, depth + 1);
    } else if (e.type === "ArrowFunctionExpression") term(e.body, depth + 1);
    else if (e.type === "ObjectExpression")
      for (const p of e.properties) if (p.type === "ObjectProperty") term(p.value, depth + 1);
  };

  let inNotice = false;
  const take = (e: AstNode, depth = 0): void => {
    if (!e || depth > 3) return;
    if (inNotice && depth === 0) {
      const before = found.length;
      inNotice = false;
      take(e, 0);
      for (const f of found.slice(before)) if (f.kind === "exact" || f.kind === "pattern") f.notice = true;
      inNotice = true;
      return;
    }
    if (e.type === "TSAsExpression" || e.type === "ParenthesizedExpression") take(e.expression, depth);
    else if (e.type === "StringLiteral") found.push({ kind: "exact", text: e.value, where: where(e) });
    else if (e.type === "TemplateLiteral") {
      const parts: string[] = [e.quasis[0].value.cooked];
      e.expressions.forEach((x: AstNode, i: number) => {
        const known = constText(x);
        const next = e.quasis[i + 1].value.cooked as string;
        if (known !== null) parts[parts.length - 1] += known + next;
        else parts.push(next);
      });
      if (parts.length === 1) found.push({ kind: "exact", text: parts[0]!, where: where(e) });
      else found.push({ kind: "pattern", parts, where: where(e) });
    } else if (e.type === "ConditionalExpression") {
      take(e.consequent, depth + 1);
      take(e.alternate, depth + 1);
    } else if (e.type === "LogicalExpression" && (e.operator === "??" || e.operator === "||"))
      take(e.right, depth + 1);
    else if (e.type === "Identifier") {
      const init = consts.get(e.name);
      if (init) take(init, depth + 1);
    } else if (e.type === "ObjectExpression") {
      for (const p of e.properties)
        if (
          p.type === "ObjectProperty" &&
          p.key.type === "Identifier" &&
          /^(error|message)$/.test(p.key.name)
        )
          take(p.value, depth + 1);
    }
  };

  const calleeName = (e: AstNode): string | null => {
    if (e.type === "Identifier") return e.name;
    if (e.type === "MemberExpression" && e.property.type === "Identifier") return e.property.name;
    return null;
  };
  const propNames = (o: AstNode): string[] =>
    o.properties.map((p: AstNode) => (p.key?.type === "Identifier" ? p.key.name : ""));

  each(ast.program, (n) => {
    if (n.type === "NewExpression" || n.type === "CallExpression") {
      const name = calleeName(n.callee);
      const args: AstNode[] = n.arguments;
      if (name && name in TERM_ARG) term(args[TERM_ARG[name]!]);
      if (name && isContract) for (const a of args.slice(1)) if (a.type === "ObjectExpression") take(a);
      if (name === "say" && args[0]) {
        const text = constText(args[0]);
        if (text !== null) found.push({ kind: "key", text, where: where(n) });
      } else if (name && name in MESSAGE_ARG && (n.type === "NewExpression" || name !== "ApiError")) {
        take(args[MESSAGE_ARG[name]!]);
      } else if (name && name in ZOD_MESSAGE_ARG && n.callee.type === "MemberExpression") {
        take(args[ZOD_MESSAGE_ARG[name]!]);
      } else if (name && args.length === 1 && args[0].type === "ObjectExpression") {
        take(args[0]);
      } else if (name === "addIssue" && args[0]?.type === "ObjectExpression") {
        for (const p of args[0].properties)
          if (p.type === "ObjectProperty" && p.key.type === "Identifier" && p.key.name === "message")
            take(p.value);
      }
    }
    if (n.type === "ObjectExpression") {
      const names = propNames(n);
      // A notice: `{ title, content, jumpType }` for notify(), `{ title, buyer, seller }` in orders' NOTICES.
      const notice = names.includes("title") && (names.includes("jumpType") || names.includes("buyer"));
      if (notice) {
        inNotice = true;
        for (const p of n.properties)
          if (p.type === "ObjectProperty" && /^(title|content|buyer|seller)$/.test(p.key?.name ?? ""))
            take(p.value);
        inNotice = false;
      }
      // Field errors and refusals (`path`, `code`); payment outcomes (`status`, `providerRef`, `ok`);
      // the seller portal's per-item results (`newItemNumber`, `label`, or `message` alone).
      if (
        names.includes("message") &&
        (names.includes("path") ||
          names.includes("code") ||
          names.includes("providerRef") ||
          names.includes("ok") ||
          names.includes("status") ||
          names.includes("newItemNumber") ||
          names.includes("label") ||
          names.length === 1)
      )
        for (const p of n.properties)
          if (p.type === "ObjectProperty" && p.key.type === "Identifier" && p.key.name === "message")
            take(p.value);
    }
    if (n.type === "VariableDeclarator" && n.id.type === "Identifier" && TERM_CONSTS.has(n.id.name))
      term(n.init);
    if (n.type === "ObjectProperty" && n.key.type === "Identifier" && n.key.name === "errorMessage")
      take(n.value);
    if (isContract && n.type === "FunctionDeclaration" && /Problem$/.test(n.id?.name ?? ""))
      each(n.body, (r) => {
        if (r.type === "ReturnStatement" && r.argument?.type !== "NullLiteral") take(r.argument);
      });
    if (n.type === "AssignmentPattern" && n.left.type === "Identifier" && DEFAULT_PARAMS.has(n.left.name))
      take(n.right);
  });
  return found;
}
