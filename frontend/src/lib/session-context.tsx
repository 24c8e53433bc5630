import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthUserView } from '@luggage/contracts';
import { api, ApiError } from './api-client';

/** The signed-in user as GET /api/user answers it (spec section 3: name, email, admin flag; and the id). */
export type SessionUser = AuthUserView;

export interface Session {
  /** null while nobody is signed in, and until the first GET /api/user has answered. */
  user: SessionUser | null;
  /** True while a user lookup is in flight. */
  loading: boolean;
  /** False until the first lookup at start has answered: pages that redirect by role wait for it. */
  ready: boolean;
  /** Asks GET /api/user who is signed in; a 401 means nobody. Login and register call this. */
  refreshUser: () => Promise<SessionUser | null>;
  /** POST /logout, then forget the user. */
  logout: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

const SIGNED_IN_HINT = 'signed_in';
const hasSignedInHint = () => document.cookie.split('; ').some((cookie) => cookie === `${SIGNED_IN_HINT}=1`);
// A session that expired on the server leaves a stale hint: drop it after the 401.
const forgetSignedInHint = () => {
  document.cookie = `${SIGNED_IN_HINT}=; Max-Age=0; path=/`;
};

export function SessionProvider({ children, initialUser = null }: { children: ReactNode; initialUser?: SessionUser | null }) {
  const [user, setUser] = useState<SessionUser | null>(initialUser);
  const [loading, setLoading] = useState(false);
  const [ready, setReady] = useState(initialUser !== null);

  const refreshUser = useCallback(async () => {
    setLoading(true);
    try {
      const next = await api.get<SessionUser>('/api/user');
      setUser(next);
      return next;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        forgetSignedInHint();
        setUser(null);
        return null;
      }
      throw error;
    } finally {
      setLoading(false);
      setReady(true);
    }
  }, []);

  // Spec section 4: on app start, if there is no user, the user is fetched: when the server's signed_in hint
  // says someone may be; a visitor who never signed in is known to be nobody without asking.
  useEffect(() => {
    if (initialUser) return;
    if (!hasSignedInHint()) {
      setReady(true);
      return;
    }
    refreshUser().catch((error: unknown) => console.warn('Could not check who is signed in', error));
  }, [initialUser, refreshUser]);

  const logout = useCallback(async () => {
    await api.post<unknown>('/logout');
    setUser(null);
  }, []);

  const value = useMemo(() => ({ user, loading, ready, refreshUser, logout }), [user, loading, ready, refreshUser, logout]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
