// Written by scripts/action-yml.ts (npm run bundle) for deploy/action.yml: the bundle, run as mode deploy's own action.
globalThis[Symbol.for("docs-agent-action.own-action")] = "deploy"
await import('../index.js')
