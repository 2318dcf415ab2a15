import { createActorContext } from '@xstate/react';
import { mobileMenuMachine } from '../../machines/mobile-menu-machine';

/** The menu actor is shared by the header (toggle) and the navigation (links, Escape, route change). */
export const MenuContext = createActorContext(mobileMenuMachine);
