// svc-files upload worker process (`npm run worker -w svc-files`): its own process so it scales
// apart from the HTTP process.
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { createUploadWorker } from './upload/uploadWorker.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel).child({ process: 'upload-worker' });
const worker = createUploadWorker({ redisUrl: config.redisUrl, prefix: config.redisPrefix, logger });
worker.on('ready', () => logger.info({ queue: 'upload', prefix: config.redisPrefix }, 'upload worker ready'));

async function stop() {
  await worker.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
