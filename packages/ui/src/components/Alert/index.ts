export { Alert, type AlertProps, type AlertTone, alertTones, Banner, type BannerProps } from './Alert';
