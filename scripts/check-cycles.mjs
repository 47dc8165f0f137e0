// No import circles anywhere in src: every file's imports (static, type-only, re-exports and dynamic import())
// form a graph, and a strongly connected component of more than one file, or a file importing itself, is a circle.
// Run by `npm run lint`. A hand-written walk over TypeScript's own import scanner and resolver: about a second for
// the whole tree, where an ESLint cycle rule would re-resolve the graph per file and double the lint.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
// The tree to check: src, or the folder given as the first argument (the script's own test uses a small tree).
const srcDir = path.resolve(process.argv[2] ?? path.join(root, 'src'));
const options = {
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ESNext,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
};

const isSource = (file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.d.ts');

function listFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : listFiles(full);
    return isSource(full) ? [full] : [];
  });
}

/** The files under src that `file` imports, resolved the way the compiler does. */
function importsOf(file) {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const targets = new Set();
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
    if (resolved && resolved.startsWith(srcDir) && isSource(resolved)) targets.add(path.resolve(resolved));
  }
  return [...targets];
}

/** Tarjan's strongly connected components, iterative so deep chains cannot overflow the stack. */
function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const edges = graph.get(node) ?? [];
      if (i < edges.length) {
        frame[1] = i + 1;
        const to = edges[i];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        components.push(component);
      }
    }
  }
  return components;
}

/** One shortest circle through `start` inside its component, for the message. */
function circleThrough(start, graph, members) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const circle = [node];
        for (let at = previous.get(node); at !== null; at = previous.get(at)) circle.unshift(at);
        return [...circle, start];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

const graph = new Map(listFiles(srcDir).map((file) => [file, importsOf(file)]));
const circles = stronglyConnected(graph).filter(
  (component) => component.length > 1 || (graph.get(component[0]) ?? []).includes(component[0]),
);

if (circles.length === 0) {
  console.log(`check-cycles: ${graph.size} files, no import circles.`);
} else {
  const show = (file) => path.relative(root, file);
  for (const component of circles) {
    const members = new Set(component);
    const start = [...component].sort()[0];
    console.error(
      `Import circle (${component.length} file${component.length === 1 ? '' : 's'}):\n  ${circleThrough(start, graph, members).map(show).join('\n  -> ')}`,
    );
  }
  console.error(
    `check-cycles: ${circles.length} import circle(s). Break each by moving the shared part into its own module.`,
  );
  process.exit(1);
}
