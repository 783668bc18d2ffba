/** @jest-environment @autoparts/service-kit/jest-environment-node */
import path from 'node:path';
import { expectTranslationParity } from '@autoparts/shared/testing';

it('has the English keys in every language, en-RTL as English and Russian translated', () => {
  expectTranslationParity(path.join(__dirname, '../../public/i18n'));
});
