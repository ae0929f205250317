// The one drizzle schema. Each feature's tables live in a file of this folder and are re-exported here.
export * from './domain';
export * from './meta';
export * from './email';
export * from './identity';
export * from './export-settings';
export * from './leases';
export * from './uploads';
export * from './regulator';

export * from './mapping-evidence';
export * from './scale-out';

export * from './staff';
export * from './desk';
