import { cardStyles } from '../../../ui';
import styles from './booking.module.css';

/** A section of the booking and click-out pages: the kit's card with booking's additions. */
export const bookingCard = `${cardStyles.card} ${styles.card}`;
