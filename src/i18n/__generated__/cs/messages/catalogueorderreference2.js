/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Catalogueorderreference2Inputs */

const cs_catalogueorderreference2 = /** @type {(inputs: Catalogueorderreference2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Číslo objednávky: ${i?.reference}`)
};

/**

* @param {Catalogueorderreference2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const catalogueorderreference2 = cs_catalogueorderreference2;
export { catalogueorderreference2 as "catalogueOrderReference" }