/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Catalogueorderreference2Inputs */

const de_catalogueorderreference2 = /** @type {(inputs: Catalogueorderreference2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Bestellnummer: ${i?.reference}`)
};

/**

* @param {Catalogueorderreference2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const catalogueorderreference2 = de_catalogueorderreference2;
export { catalogueorderreference2 as "catalogueOrderReference" }