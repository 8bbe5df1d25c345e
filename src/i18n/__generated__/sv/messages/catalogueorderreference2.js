/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Catalogueorderreference2Inputs */

const sv_catalogueorderreference2 = /** @type {(inputs: Catalogueorderreference2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ditt ordernummer: ${i?.reference}`)
};

/**

* @param {Catalogueorderreference2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const catalogueorderreference2 = sv_catalogueorderreference2;
export { catalogueorderreference2 as "catalogueOrderReference" }