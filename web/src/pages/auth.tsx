import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { loginBody, nextOnboardingPath, PASSWORD_MIN, registerForm, type PublicUser } from '@civic/contracts';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { LoadingScreen } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAuth } from '@/hooks/use-auth';
import { useServerFieldErrors } from '@/hooks/use-server-field-errors';

/** SPEC §2: the post-login redirect is delayed 100 ms. */
export const POST_LOGIN_REDIRECT_DELAY_MS = 100;

const PERKS = [
  'Plain-language summaries of every bill',
  'Votes suggested from your values, yours to change',
  'Respectful, moderated discussions',
  'Local events in your district',
] as const;

/** /login and /signup: one screen, the path picks the form. */
export function AuthPage() {
  const { pathname } = useLocation();
  const mode: 'login' | 'signup' = pathname.startsWith('/signup') ? 'signup' : 'login';
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  // Set while this screen performs its own post-auth redirect, so the signed-in rule below does not race it.
  const redirecting = useRef(false);

  useEffect(() => {
    if (user && !redirecting.current) navigate(nextOnboardingPath(user), { replace: true });
  }, [user, navigate]);

  if (isLoading || (user && !redirecting.current)) return <LoadingScreen label="Checking your session" />;

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2">
        <Card className="mx-auto w-full max-w-md p-6 shadow-lg sm:p-8 lg:order-2">
          {mode === 'login' ? (
            <LoginForm redirecting={redirecting} />
          ) : (
            <SignupForm redirecting={redirecting} />
          )}
        </Card>
        <aside aria-label="Why join Civic" className="hidden lg:block">
          <h2 className="text-3xl font-bold tracking-tight text-ink-900">Your values. Your vote. Your district.</h2>
          <p className="mt-4 max-w-md text-lg text-ink-600">
            Join voters who are turning what they believe into a clear voice on the bills before Congress.
          </p>
          <ul className="mt-8 grid gap-4">
            {PERKS.map((perk) => (
              <li key={perk} className="flex items-center gap-3 text-ink-800">
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                {perk}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}

interface FormProps {
  redirecting: React.MutableRefObject<boolean>;
}

function LoginForm({ redirecting }: FormProps) {
  const { loginMutation } = useAuth();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });
  const showFieldErrors = useServerFieldErrors(setError, ['email', 'password']);

  const onSubmit = handleSubmit(async (values) => {
    redirecting.current = true;
    let user: PublicUser;
    try {
      user = await loginMutation.mutateAsync(values);
    } catch (error) {
      redirecting.current = false;
      showFieldErrors(error);
      return;
    }
    setTimeout(() => navigate(nextOnboardingPath(user), { replace: true }), POST_LOGIN_REDIRECT_DELAY_MS);
  });

  const pending = loginMutation.isPending || loginMutation.isSuccess;

  return (
    <>
      <h1 className="text-2xl font-bold text-ink-900">Log in to Civic</h1>
      <p className="mt-2 text-ink-600">Welcome back. Your district is waiting to hear from you.</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4" aria-busy={pending}>
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <SubmitButton size="lg" className="mt-2 w-full" pending={pending} pendingLabel="Logging in...">
          Log In
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-ink-600">
        Don&apos;t have an account?{' '}
        <Link to="/signup" className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline">
          Sign up
        </Link>
      </p>
    </>
  );
}

function SignupForm({ redirecting }: FormProps) {
  const { registerMutation } = useAuth();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerForm),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const showFieldErrors = useServerFieldErrors(setError, ['email', 'password']);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    redirecting.current = true;
    try {
      // confirmPassword is checked by the form and never sent.
      await registerMutation.mutateAsync({ email, password });
    } catch (error) {
      redirecting.current = false;
      showFieldErrors(error);
      return;
    }
    navigate('/personal-info', { replace: true });
  });

  const pending = registerMutation.isPending || registerMutation.isSuccess;

  return (
    <>
      <h1 className="text-2xl font-bold text-ink-900">Create your Civic account</h1>
      <p className="mt-2 text-ink-600">The values survey and your first votes take under 3 minutes.</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4" aria-busy={pending}>
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <SubmitButton size="lg" className="mt-2 w-full" pending={pending} pendingLabel="Creating account...">
          Sign Up
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-ink-600">
        Already have an account?{' '}
        <Link to="/login" className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline">
          Log in
        </Link>
      </p>
    </>
  );
}

export default AuthPage;
