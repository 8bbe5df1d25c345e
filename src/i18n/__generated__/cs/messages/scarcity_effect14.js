/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantity: NonNullable<unknown> }} Scarcity_Effect14Inputs */

const cs_scarcity_effect14 = /** @type {(inputs: Scarcity_Effect14Inputs) => LocalizedString} */ (i) => {const quantityPlural = registry.plural("cs", i?.quantity, {});
	if (quantityPlural === "one") return /** @type {LocalizedString} */ (`Poslední ${i?.quantity} kus skladem!`);
	if (quantityPlural === "few") return /** @type {LocalizedString} */ (`Poslední ${i?.quantity} kusy skladem!`);
	if (quantityPlural === "many") return /** @type {LocalizedString} */ (`Posledních ${i?.quantity} kusu skladem!`);
	if (quantityPlural === "other") return /** @type {LocalizedString} */ (`Posledních ${i?.quantity} kusů skladem!`);
	return /** @type {LocalizedString} */ ("SCARCITY_EFFECT");
};

/**

* @param {Scarcity_Effect14Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const scarcity_effect14 = cs_scarcity_effect14;
export { scarcity_effect14 as "SCARCITY_EFFECT" }