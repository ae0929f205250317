// The dfr-statements CLI (the only Node-specific file of the engine). Commands are added by the engine issues.
console.error('dfr-statements: no command yet');
process.exit(2);
