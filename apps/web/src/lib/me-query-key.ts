/** The signed-in user (GET /api/auth/me): sign-in, sign-out and a send that creates an account refresh it. */
export const meQueryKey = ['auth', 'me'] as const;
