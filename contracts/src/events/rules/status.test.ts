import { describe, expect, it } from 'vitest';
import type { ManageEventLevel } from '../../permissions/permissionSet.ts';
import { EventStatus } from '../entities.ts';
import {
  EVENT_STATUS_LIST_LABELS,
  EVENT_STATUS_VALUES,
  EVENT_STATUS_VIEWER_LABELS,
  NEW_EVENT_STATUS,
  choosableStatuses,
  mayChangeStatus,
  type EventStatusValue,
} from './status.ts';

describe('§3/§4 event status', () => {
  it('§3 the six values, the same as the entity schema', () => {
    expect(EVENT_STATUS_VALUES).toEqual(EventStatus.options);
  });
  it('§4 a new event starts as Draft', () => {
    expect(NEW_EVENT_STATUS).toBe('DRAFT');
  });
  it.each<[EventStatusValue, string, string]>([
    ['COMPLETE', 'Complete', 'Complete'],
    ['CANCELLED', 'Cancelled!', 'Cancelled'],
    ['TENTATIVE', 'Tentative', 'Tentative'],
    ['CONFIRMED', 'Confirmed', 'Confirmed'],
    ['DRAFT', 'DRAFT', 'Draft'],
    ['INFORMATIONONLY', 'Information Only', 'Info Only'],
  ])('§4 viewer label and §3 list label of %s', (status, viewer, list) => {
    expect(EVENT_STATUS_VIEWER_LABELS[status]).toBe(viewer);
    expect(EVENT_STATUS_LIST_LABELS[status]).toBe(list);
  });
  it.each<[ManageEventLevel, number]>([
    ['FULL', 6],
    ['ADDDRAFTEVENTS', 1],
    ['NONE', 0],
  ])('§4 %s chooses among %i statuses', (level, count) => {
    expect(choosableStatuses(level)).toHaveLength(count);
  });
  it.each<[string, ManageEventLevel, EventStatusValue, EventStatusValue, boolean]>([
    ['§4 FULL changes to any status directly (Draft to Complete)', 'FULL', 'DRAFT', 'COMPLETE', true],
    ['§4 FULL changes back from Cancelled to Tentative', 'FULL', 'CANCELLED', 'TENTATIVE', true],
    ['§4 others may only choose Draft (Confirmed to Draft)', 'ADDDRAFTEVENTS', 'CONFIRMED', 'DRAFT', true],
    ['§4 others may not confirm a draft', 'ADDDRAFTEVENTS', 'DRAFT', 'CONFIRMED', false],
    ['§4 others may leave the status as it is', 'ADDDRAFTEVENTS', 'TENTATIVE', 'TENTATIVE', true],
    ['§6 NONE changes nothing', 'NONE', 'DRAFT', 'DRAFT', false],
  ])('%s', (_name, level, from, to, expected) => {
    expect(mayChangeStatus(level, from, to)).toBe(expected);
  });
});
