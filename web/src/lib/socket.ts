import { createElement, createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import type { SOCKET_EVENTS } from '@civic/contracts';
import { useAuth } from '@/hooks/use-auth';
import { EarlyEvents } from './early-events';
import { liveChannelJoined, liveChannelLeft } from './live-gap';

// The contract's event name, checked against it by type only (the main bundle stays free of contract code).
const READY: (typeof SOCKET_EVENTS)['ready'] = 'session.ready';

/**
 * The live channel: one Socket.IO connection to the same origin (path /socket.io, session cookie
 * sent) while a user is signed in, none otherwise. socket.io-client is loaded on demand so visitors
 * never download it. The gateway joins the socket to `user:{id}`; features subscribe with
 * `useSocketEvent` and patch or invalidate their TanStack Query cache.
 */
const SocketContext = createContext<Socket | null>(null);
/** Each socket's events that arrived before anyone listened (early-events.ts). */
const earlyEvents = new WeakMap<Socket, EarlyEvents>();
/** How many times the gateway has said the socket joined the user's room (0: not yet). */
const ReadyContext = createContext(0);

export function LiveChannelProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [socket, setSocket] = useState<Socket | null>(null);
  const [readyCount, setReadyCount] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    let active: Socket | null = null;
    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      const socket = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] });
      active = socket;
      // Called before the event's own listeners: an event nobody listens for yet is kept, until
      // the live features have mounted (then this watcher is removed: no work per event after).
      const keepUnheard = (event: string, ...args: unknown[]) => {
        if (!socket.listeners(event).length) early.keep(event, args);
      };
      const early = new EarlyEvents(() => socket.offAny(keepUnheard));
      earlyEvents.set(socket, early);
      socket.onAny(keepUnheard);
      // Counted from the start (before any feature subscribes), so no join goes unseen.
      socket.on(READY, () => {
        liveChannelJoined();
        setReadyCount((n) => n + 1);
      });
      socket.on('disconnect', liveChannelLeft);
      setSocket(socket);
    });
    return () => {
      // Signed out (or another user signed in): close this user's channel.
      cancelled = true;
      active?.disconnect();
      liveChannelLeft();
      setSocket(null);
      setReadyCount(0);
    };
  }, [userId]);

  return createElement(SocketContext.Provider, { value: socket }, createElement(ReadyContext.Provider, { value: readyCount }, children));
}

/** The live socket, or null while signed out or still connecting. */
export function useSocket(): Socket | null {
  return useContext(SocketContext);
}

/**
 * Grows by one each time the live channel (re)joins the user's room: a feature re-reads what a
 * push may have changed while no socket was listening.
 */
export function useLiveReadyCount(): number {
  return useContext(ReadyContext);
}

/**
 * Subscribe to one server event for the lifetime of the component. The first listener of an
 * event also receives what arrived for it before anyone listened (early-events.ts).
 */
export function useSocketEvent<T = unknown>(event: string, handler: (payload: T) => void): void {
  const socket = useSocket();
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: T) => handler(payload);
    socket.on(event, listener);
    for (const [payload] of earlyEvents.get(socket)?.take(event) ?? []) listener(payload as T);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event, handler]);
}

/** Every live feature has subscribed: the socket stops keeping events nobody listened for. */
export function useLiveListenersMounted(): void {
  const socket = useSocket();
  useEffect(() => {
    if (socket) earlyEvents.get(socket)?.close();
  }, [socket]);
}
