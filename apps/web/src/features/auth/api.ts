import {
  authRoutes,
  type CurrentUser,
  type ForgotPasswordInput,
  type OtpRequestInput,
  type OtpVerifyInput,
  type ResetPasswordInput,
  type SignInInput,
  type SignUpInput,
  userRoutes,
} from '@parley/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api-client';

export const getCurrentUser = (): Promise<CurrentUser> => request(userRoutes.me);
export const getCurrentUserQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'me'], queryFn: getCurrentUser, staleTime: 60_000, retry: false });
export const useCurrentUserQuery = (enabled: boolean) =>
  useQuery({ ...getCurrentUserQueryOptions(), enabled });

export const useSignUp = () =>
  useMutation({ mutationFn: (body: SignUpInput) => request(authRoutes.signUp, { body }) });

export const useSignIn = () =>
  useMutation({ mutationFn: (body: SignInInput) => request(authRoutes.signIn, { body }) });

export const useForgotPassword = () =>
  useMutation({ mutationFn: (body: ForgotPasswordInput) => request(authRoutes.forgotPassword, { body }) });

export const useResetPassword = () =>
  useMutation({ mutationFn: (body: ResetPasswordInput) => request(authRoutes.resetPassword, { body }) });

export const useRequestSignInCode = () =>
  useMutation({ mutationFn: (body: OtpRequestInput) => request(authRoutes.requestOtp, { body }) });

export const useVerifySignInCode = () =>
  useMutation({ mutationFn: (body: OtpVerifyInput) => request(authRoutes.verifyOtp, { body }) });
