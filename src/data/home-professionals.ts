// The home page's Professionals teaser: the first three lawyers, then its 'Explore More' card. A
// module of its own, so the home page carries their facts and not the whole firm's (decision 0032).
import { homeProfessionals as entries } from './generated/home-professionals';
import { professionalOf, type Professional } from './professional';

export const homeProfessionals: readonly Professional[] = entries.map(professionalOf);
