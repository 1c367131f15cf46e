/** A refused control call; `/_sim` answers it as `{ error: message }` with this status. */
export class ControlError extends Error {
  constructor(
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
  }
}
