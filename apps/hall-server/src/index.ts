export { startHallServer } from './server';
export type { HallServer, HallServerOptions } from './server';
export { seedSites, findSite } from './seed/sites';
export type { SeedSite } from './seed/sites';
