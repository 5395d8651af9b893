import { createElement, type ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/utils';

/** The elements a card is rendered as: pick the one that carries the right meaning. */
type CardElement = 'div' | 'section' | 'article' | 'header' | 'li';

export type CardProps<T extends CardElement = 'div'> = { as?: T } & ComponentPropsWithoutRef<T>;

/**
 * The white, rounded, bordered panel of every screen. Padding and layout vary by use, so they
 * come from `className` (which may also replace the shadow, e.g. `shadow-lg`).
 */
export function Card<T extends CardElement = 'div'>({ as, className, ...props }: CardProps<T>) {
  return createElement(as ?? 'div', { className: cn('rounded-2xl border border-ink-200 bg-white shadow-sm', className), ...props });
}

type HeadingElement = 'h2' | 'h3' | 'h4';

export type CardTitleProps<T extends HeadingElement = 'h3'> = { as?: T } & ComponentPropsWithoutRef<T>;

/** A card's heading with its leading icon (the heading level follows the page's outline). */
export function CardTitle<T extends HeadingElement = 'h3'>({ as, className, ...props }: CardTitleProps<T>) {
  return createElement(as ?? 'h3', { className: cn('flex items-center gap-2 text-base font-bold text-ink-900', className), ...props });
}
