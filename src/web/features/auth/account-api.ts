import type { Signup, UpdateProfile } from '../../../domain/accounts.ts';
import { postJson, type ApiResult } from '../../api/client.ts';
import { refreshSession } from './session.ts';

type Ok = { ok: true };
type OkWithMessage = { ok: true; message: string };

/**
 * A call of a signed-in screen answered 401: the session may have ended meanwhile. The session
 * is read again, so that a screen that needs one sends the user to /login with the spec's words.
 */
export async function needingSession<T>(call: Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const result = await call;
  if (!result.ok && result.kind === 'http' && result.status === 401) void refreshSession();
  return result;
}

/** The calls the account screens make, one per account endpoint of the API. */
export const accountApi = {
  signup: (body: Signup) => postJson<Ok>('/api/signup/', body),
  login: (body: { username: string; password: string }) => postJson<Ok>('/api/login/', body),
  logout: () => postJson<Ok>('/api/logout/', {}),
  sendResetCode: (username: string) =>
    postJson<OkWithMessage>('/api/forgot-password-otp/', { username }),
  resetPassword: (body: { username: string; otp: string; new_password: string }) =>
    postJson<OkWithMessage>('/api/forgot-password-verify/', body),
  sendVerificationCode: (email: string) =>
    needingSession(postJson<OkWithMessage>('/api/send-verification-code/', { email })),
  updateProfile: (change: UpdateProfile) =>
    needingSession(postJson<OkWithMessage>('/api/update-profile/', change)),
  uploadPhoto: (photo: File) => {
    const form = new FormData();
    form.append('photo', photo);
    return needingSession(postJson<{ photo_url: string }>('/api/upload-profile-photo/', form));
  },
  removePhoto: () => needingSession(postJson<Ok>('/api/remove-profile-photo/', {})),
  deleteAccount: (body: { password: string; confirm: string }) =>
    needingSession(postJson<OkWithMessage>('/api/account/delete/', body)),
  sendEmailProofCode: () =>
    needingSession(postJson<OkWithMessage>('/api/email-proof/code/', undefined)),
  proveEmail: (code: string) =>
    needingSession(postJson<{ ok: true; became_owner: boolean }>('/api/email-proof/', { code })),
  /** From the link mailed to the old address; needs no session. */
  undoEmailChange: (token: string) => postJson<OkWithMessage>('/api/undo-email-change/', { token }),
};
