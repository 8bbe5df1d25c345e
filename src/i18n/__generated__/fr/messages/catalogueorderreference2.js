/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Catalogueorderreference2Inputs */

const fr_catalogueorderreference2 = /** @type {(inputs: Catalogueorderreference2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre numéro de commande : ${i?.reference}`)
};

/**

* @param {Catalogueorderreference2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const catalogueorderreference2 = fr_catalogueorderreference2;
export { catalogueorderreference2 as "catalogueOrderReference" }