export * from './EntityInfoForm';
export * from './ShareholdersForm';
export * from './SignUpForm';
export * from './StatementSettingsForm';
