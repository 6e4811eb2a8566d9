export { mainRoute } from './routes';
