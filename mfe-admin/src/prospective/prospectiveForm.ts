// The create page's form values and their request body (platform §3 Prospective member request).
import {
  DEFAULT_PASSWORD_CREATION_TYPE,
  type PasswordCreationType,
  type ProspectiveFormInput,
  type ProspectiveMemberRequest,
} from '@portal/contracts';

export interface ProspectiveFormValues {
  nameFirst: string;
  nameMiddle: string;
  nameLast: string;
  nameSuffix: string;
  seniorMember: boolean;
  /** '' = Unassigned (sent as null) */
  flight: string;
  email: string;
  cellPhone: string;
  parentEmail: string;
  parentPhone: string;
  passwordType: PasswordCreationType;
  username: string;
  password: string;
  confirmPassword: string;
}

export const EMPTY_FORM: ProspectiveFormValues = {
  nameFirst: '',
  nameMiddle: '',
  nameLast: '',
  nameSuffix: '',
  seniorMember: false,
  flight: '',
  email: '',
  cellPhone: '',
  parentEmail: '',
  parentPhone: '',
  passwordType: DEFAULT_PASSWORD_CREATION_TYPE,
  username: '',
  password: '',
  confirmPassword: '',
};

function entry(value: string): { PRIMARY?: string } {
  return value.trim() === '' ? {} : { PRIMARY: value.trim() };
}

export function toRequest(values: ProspectiveFormValues): ProspectiveMemberRequest {
  return {
    member: {
      contact: {
        EMAIL: entry(values.email),
        CELLPHONE: entry(values.cellPhone),
        CADETPARENTEMAIL: entry(values.parentEmail),
        CADETPARENTPHONE: entry(values.parentPhone),
      },
      flight: values.flight === '' ? null : values.flight,
      nameFirst: values.nameFirst,
      nameLast: values.nameLast,
      nameMiddle: values.nameMiddle,
      nameSuffix: values.nameSuffix,
      seniorMember: values.seniorMember,
    },
    login: {
      type: values.passwordType,
      username: values.passwordType === 'EmailLink' ? '' : values.username,
      password: values.passwordType === 'SetNow' ? values.password : '',
    },
  };
}

export function toRuleInput(values: ProspectiveFormValues): ProspectiveFormInput {
  return toRequest(values);
}
