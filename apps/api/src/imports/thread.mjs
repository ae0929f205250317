// The import worker's entry: Node starts a worker from a JavaScript file, and this one loads the TypeScript thread
// through tsx, as the API itself runs.
import { tsImport } from 'tsx/esm/api';

await tsImport('./thread.ts', import.meta.url);
