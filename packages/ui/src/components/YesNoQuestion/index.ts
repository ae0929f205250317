export { YesNoQuestion, type YesNoQuestionProps } from './YesNoQuestion';
