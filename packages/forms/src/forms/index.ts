export * from './CodeForm';
export * from './EntityInfoForm';
export * from './RemoveUserForm';
export * from './ScopingQuestionsForm';
export * from './ShareholdersForm';
export * from './SignUpForm';
export * from './StatementSettingsForm';
