// Names the contracts' enums for §5's "must be an element of the enum '{name}'" message.
import { registerEnumName } from './enumNames.ts';
import { MemberType } from '../entities/memberReference.ts';
import { ContactKind, ContactPriority, DutyPositionType, Gender } from '../entities/member.ts';
import { AccountType } from '../entities/account.ts';
import { SessionType } from '../entities/session.ts';
import { PasswordCheckResult, PasswordSetResult } from '../entities/passwordResults.ts';
import { SigninCode, SigninResult } from '../errors/signin.ts';
import {
  AttendanceViewLevel,
  CreateNotificationsLevel,
  ManageEventLevel,
  NoneFull,
  PermissionName,
  YesNo,
} from '../permissions/permissionSet.ts';

const named = {
  MemberType,
  ContactKind,
  ContactPriority,
  DutyPositionType,
  Gender,
  AccountType,
  SessionType,
  PasswordCheckResult,
  PasswordSetResult,
  SigninCode,
  SigninResult,
  YesNo,
  NoneFull,
  ManageEventLevel,
  AttendanceViewLevel,
  CreateNotificationsLevel,
  PermissionName,
};
for (const [name, schema] of Object.entries(named)) registerEnumName(schema, name);
