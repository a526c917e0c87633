import type { UpdateProfile } from '../../../domain/accounts.ts';
import { answerOf, type Answer } from '../../lib/route-answer.ts';
import { accountApi } from '../auth/account-api.ts';

/** The profile's words when the server could not be reached (the spec's). */
const NETWORK = 'Network error';

/**
 * What the profile's editors send its route's action, as JSON. A new photo goes as a form of
 * its own, with the file as `photo`.
 */
export type ProfileChange =
  | { intent: 'send-code'; email: string }
  | ({ intent: 'update' } & UpdateProfile)
  | { intent: 'remove-photo' };

/**
 * The profile's clientAction: asks the API for the change and answers in the profile's words.
 * React Router then reads the session again through the gate, so the page and the header show
 * the account as it now is. Without a session the person is sent to log in and back.
 */
export async function changeProfile(request: Request): Promise<Answer> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    const photo = (await request.formData()).get('photo');
    if (!(photo instanceof File)) return { ok: false, error: 'Choose a photo to upload.' };
    return answerOf(await accountApi.uploadPhoto(photo), request, {
      done: () => 'Photo updated!',
      refused: 'Upload failed',
      network: NETWORK,
    });
  }
  const change = (await request.json()) as ProfileChange;
  switch (change.intent) {
    case 'send-code':
      return answerOf(await accountApi.sendVerificationCode(change.email), request, {
        done: () => 'Verification code sent!',
        refused: 'Failed to send code',
        network: NETWORK,
      });
    case 'update': {
      const { intent: _intent, ...update } = change;
      return answerOf(await accountApi.updateProfile(update), request, {
        done: () => 'Updated successfully',
        refused: 'Update failed',
        network: NETWORK,
      });
    }
    case 'remove-photo':
      return answerOf(await accountApi.removePhoto(), request, {
        done: () => 'Photo removed!',
        refused: 'Removal failed',
        network: NETWORK,
      });
  }
}
