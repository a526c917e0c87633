// Without zod, so that the profile page can ask for it without loading the schema that checks it.

/** What a person types to confirm that their account should go. */
export const DELETE_CONFIRMATION = 'DELETE';
