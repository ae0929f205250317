/** A failure answered in Cognito's shape: status 400, `{ "__type": name, "message": message }`. */
export class CognitoError extends Error {
  constructor(
    readonly type: CognitoErrorType,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = type;
  }
}

export type CognitoErrorType =
  | 'NotAuthorizedException'
  | 'UserNotFoundException'
  | 'UsernameExistsException'
  | 'UserNotConfirmedException'
  | 'PasswordResetRequiredException'
  | 'InvalidPasswordException'
  | 'InvalidParameterException'
  | 'CodeMismatchException'
  | 'ExpiredCodeException'
  | 'LimitExceededException'
  | 'TooManyRequestsException'
  | 'TooManyFailedAttemptsException'
  | 'ResourceNotFoundException'
  | 'EnableSoftwareTokenMFAException'
  | 'InvalidUserPoolConfigurationException'
  | 'UnsupportedOperationException'
  | 'UnknownOperationException'
  | 'AliasExistsException'
  | 'MissingAuthenticationTokenException'
  | 'InternalErrorException';

export const fail = (type: CognitoErrorType, message: string): never => {
  throw new CognitoError(type, message);
};

export const incorrectCredentials = () => new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
