import { OkResponse } from '../common';
import { defineRoutes } from '../route';
import {
  AccessTokenResponse,
  CodeSentResponse,
  ForgotPasswordInput,
  OtpRequestInput,
  OtpVerifyInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
} from './auth.schemas';

export const authRoutes = defineRoutes({
  signUp: {
    method: 'POST',
    path: '/api/v1/auth/signup',
    summary: 'Create a business account and its first user (accountAdmin)',
    auth: 'none',
    body: SignUpInput,
    response: AccessTokenResponse,
  },
  signIn: {
    method: 'POST',
    path: '/api/v1/auth/login',
    summary: 'Sign in with user name and password',
    auth: 'none',
    body: SignInInput,
    response: AccessTokenResponse,
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/v1/auth/forgot-password',
    summary: 'Email a one-time code for resetting the password',
    auth: 'none',
    body: ForgotPasswordInput,
    response: CodeSentResponse,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/v1/auth/reset-password',
    summary: 'Set a new password with the emailed one-time code',
    auth: 'none',
    body: ResetPasswordInput,
    response: OkResponse,
  },
  requestOtp: {
    method: 'POST',
    path: '/api/v1/auth/otp',
    summary: 'Email a one-time sign-in code',
    auth: 'none',
    body: OtpRequestInput,
    response: CodeSentResponse,
  },
  verifyOtp: {
    method: 'POST',
    path: '/api/v1/auth/otp/verify',
    summary: 'Sign in with an emailed one-time code',
    auth: 'none',
    body: OtpVerifyInput,
    response: AccessTokenResponse,
  },
});
