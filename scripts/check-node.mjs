// npm puts node_modules/.bin first on PATH, so scripts run on the node@24 devDependency; say so if not.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`Cuspid needs Node 24 or newer, but this script runs on ${process.version}. Run it through npm (npm test, npm start) after npm install, which brings Node 24.`);
  process.exit(1);
}
