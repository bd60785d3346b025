/** The games that draw their own board (each module registers itself in `presenters`); the others show
 * the server's picture with its spots. */

import "./catacombs"; // the Catacombs presenter: drag to flick
