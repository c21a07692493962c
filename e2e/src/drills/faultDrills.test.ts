// The fault drills, on one site with its own PostgreSQL and Redis (drillSite.ts):
// services stopped in turn, remotes' static servers stopped, workers killed mid-job, PostgreSQL and
// Redis restarted, a service hung. Figures (time to 503, time to recover, …) land in
// e2e/output/drills.json and screenshots drill*.png in e2e/output/. Run: `npm run drill` at the root.
// DRILLS=1,3 runs only those drills (while working on one).
import { describe } from 'node:test';
import { crashDrills } from './crashDrills.ts';
import { drillSiteForThisFile } from './drillSite.ts';
import { hungDrills } from './hungDrills.ts';
import { remoteDrills } from './remoteDrills.ts';
import { serviceDrills } from './serviceDrills.ts';
import { storeDrills } from './storeDrills.ts';
import { workerDrills } from './workerDrills.ts';

const site = drillSiteForThisFile();
const only = process.env.DRILLS?.split(',');
const wanted = (n: string) => !only || only.includes(n);

describe('fault drills', () => {
  if (wanted('1')) describe('drill 1: a service stops', () => serviceDrills(site));
  if (wanted('2')) describe("drill 2: a remote's static server stops", () => remoteDrills(site));
  // the upload and the email worker drills use different processes: run side by side
  if (wanted('3'))
    describe('drill 3: a worker is killed mid-job', { concurrency: true }, () => workerDrills(site));
  if (wanted('4')) describe('drill 4: PostgreSQL and Redis restart', () => storeDrills(site));
  if (wanted('5')) describe('drill 5: a service hangs', () => hungDrills(site));
  if (wanted('6')) describe('drill 6: a process crashes and is restarted', () => crashDrills(site));
});
