// Style sheets imported for their side effects by @dfr/ui's source (fonts), which this package type-checks through.
declare module '*.css';
