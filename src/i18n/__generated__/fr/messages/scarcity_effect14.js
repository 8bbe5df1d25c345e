/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantity: NonNullable<unknown> }} Scarcity_Effect14Inputs */

const fr_scarcity_effect14 = /** @type {(inputs: Scarcity_Effect14Inputs) => LocalizedString} */ (i) => {const quantityPlural = registry.plural("fr", i?.quantity, {});
	if (quantityPlural === "one") return /** @type {LocalizedString} */ (`Plus que ${i?.quantity} disponible !`);
	if (quantityPlural === "other") return /** @type {LocalizedString} */ (`Plus que ${i?.quantity} disponibles !`);
	return /** @type {LocalizedString} */ ("SCARCITY_EFFECT");
};

/**

* @param {Scarcity_Effect14Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const scarcity_effect14 = fr_scarcity_effect14;
export { scarcity_effect14 as "SCARCITY_EFFECT" }