import type { Signup, UpdateProfile } from '../../../domain/accounts.ts';
import { postJson } from '../../api/client.ts';

type Ok = { ok: true };
type OkWithMessage = { ok: true; message: string };

/** The calls the account screens make, one per endpoint of SPEC §7. */
export const accountApi = {
  signup: (body: Signup) => postJson<Ok>('/api/signup/', body),
  login: (body: { username: string; password: string }) => postJson<Ok>('/api/login/', body),
  logout: () => postJson<Ok>('/api/logout/', {}),
  sendResetCode: (username: string) =>
    postJson<OkWithMessage>('/api/forgot-password-otp/', { username }),
  resetPassword: (body: { username: string; otp: string; new_password: string }) =>
    postJson<OkWithMessage>('/api/forgot-password-verify/', body),
  sendVerificationCode: (email: string) =>
    postJson<OkWithMessage>('/api/send-verification-code/', { email }),
  updateProfile: (change: UpdateProfile) => postJson<OkWithMessage>('/api/update-profile/', change),
  uploadPhoto: (photo: File) => {
    const form = new FormData();
    form.append('photo', photo);
    return postJson<{ photo_url: string }>('/api/upload-profile-photo/', form);
  },
  removePhoto: () => postJson<Ok>('/api/remove-profile-photo/', {}),
};
