// `npm run migrate -w svc-files`: applies pending migrations to DATABASE_URL.
import { loadConfig } from './config.ts';
import { runMigrations } from './db/migrations.ts';

const config = loadConfig();
await runMigrations(config.databaseUrl, (message) => console.log(message));
console.log(JSON.stringify({ level: 'info', service: 'svc-files', msg: 'migrations applied' }));
