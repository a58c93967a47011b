import type { AccountUser, CaptureAnswers, CaptureStatus } from '@/services/account/account.types';
import type { FlowFailure } from '../login/account-failure';
import type { CaptureField } from './capture-fields';

export type { AccountUser, CaptureAnswers, CaptureField, CaptureStatus, FlowFailure };

export type PersonalDetailsContext = {
  fields: CaptureField[];
  failure: FlowFailure | null;
};

export type PersonalDetailsEvent = { type: 'DETAILS.SUBMIT'; answers: CaptureAnswers } | { type: 'DETAILS.EDIT' };

/** Whether the capture was shown: the dialog goes on either way (seed 001 §4). */
export type PersonalDetailsOutput = { captured: boolean };
