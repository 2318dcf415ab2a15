// The firm's lawyers in the order the pages list them (content/lawyers/), for the build and the
// tests; their texts and facts are in the locales under `people.<id>` (src/i18n/people.ts), the
// English name being the Latin form.
import { professionals as entries } from './generated/professionals';
import { professionalOf, type Professional } from './professional';

export const professionals: readonly Professional[] = entries.map(professionalOf);

export const findProfessional = (id: string) => professionals.find((p) => p.id === id);
