// Written by scripts/action-yml.ts (npm run bundle) for preview/action.yml: the bundle, run as mode preview's own action.
globalThis[Symbol.for("docs-agent-action.own-action")] = "preview"
await import('../index.js')
