// Writes the fictional sample export as a zip, to try the import page by hand:
//   cd svc-identity && npx tsx src/memberImport/zipSample.ts /tmp/capwatch-sample.zip
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sampleZip } from './sample.ts';

const out = path.resolve(process.argv[2] ?? 'capwatch-sample.zip');
writeFileSync(out, sampleZip());
console.log(`wrote ${out}`);
