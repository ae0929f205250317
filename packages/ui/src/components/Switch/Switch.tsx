import { composeRenderProps, Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as styles from './Switch.css';

export type SwitchProps = RACSwitchProps;

/** An on/off switch, its label as children. */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={composeRenderProps(className, (c) => cx(styles.switchRoot, c))}>
      {composeRenderProps(children, (content) => (
        <>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          <span>{content}</span>
        </>
      ))}
    </RACSwitch>
  );
}
