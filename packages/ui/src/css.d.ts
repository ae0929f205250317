// Plain stylesheet imports (the bundled Khmer web font) are side effects for the bundler.
declare module '*.css';
