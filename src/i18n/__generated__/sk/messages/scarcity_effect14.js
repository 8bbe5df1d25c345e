/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantity: NonNullable<unknown> }} Scarcity_Effect14Inputs */

const sk_scarcity_effect14 = /** @type {(inputs: Scarcity_Effect14Inputs) => LocalizedString} */ (i) => {const quantityPlural = registry.plural("sk", i?.quantity, {});
	if (quantityPlural === "one") return /** @type {LocalizedString} */ (`Posledný ${i?.quantity} kus na sklade!`);
	if (quantityPlural === "few") return /** @type {LocalizedString} */ (`Posledné ${i?.quantity} kusy na sklade!`);
	if (quantityPlural === "many") return /** @type {LocalizedString} */ (`Posledného ${i?.quantity} kusa na sklade!`);
	if (quantityPlural === "other") return /** @type {LocalizedString} */ (`Posledných ${i?.quantity} kusov na sklade!`);
	return /** @type {LocalizedString} */ ("SCARCITY_EFFECT");
};

/**

* @param {Scarcity_Effect14Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const scarcity_effect14 = sk_scarcity_effect14;
export { scarcity_effect14 as "SCARCITY_EFFECT" }