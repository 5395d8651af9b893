import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

export function CtaBand({ title, text, to = '/signup', label = 'Sign up now' }: { title: string; text: string; to?: string; label?: string }) {
  return (
    <section aria-labelledby="cta-band-heading" className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-4xl rounded-3xl bg-brand-800 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <h2 id="cta-band-heading" className="text-3xl font-bold tracking-tight text-balance">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">{text}</p>
        <Button asChild size="lg" variant="inverse" className="mt-8">
          <Link to={to}>
            {label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
