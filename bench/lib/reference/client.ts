import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ReferencePage } from './page';

hydrateRoot(document.getElementById('root')!, createElement(ReferencePage));
