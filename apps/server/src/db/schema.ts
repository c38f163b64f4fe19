// The whole schema, for the database client, the migrations generator (drizzle.config.ts), the seed
// and tests. Each table is defined in the file of the module that owns it (tables/<module>.ts); a
// module's repositories import only their own file (architecture.test.ts).

export * from './tables/apps';
export * from './tables/audit';
export * from './tables/auth';
export * from './tables/builds';
export * from './tables/catalogue';
export * from './tables/certificates';
export * from './tables/credentials';
export * from './tables/domains';
export * from './tables/files';
export * from './tables/jobs';
export * from './tables/menus';
export * from './tables/orders';
export * from './tables/sites';
export * from './tables/themes';
export * from './tables/webhooks';
