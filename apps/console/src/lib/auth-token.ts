import { TOKEN_KEY as KEY } from './early-answers-key';

// The bearer token lives in localStorage so a reload keeps the session; the server stores only its hash.
export const authToken = {
  get: () => localStorage.getItem(KEY),
  set: (token: string) => localStorage.setItem(KEY, token),
  clear: () => localStorage.removeItem(KEY),
};
