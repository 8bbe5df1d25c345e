/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Catalogueorderreference2Inputs */

const nl_catalogueorderreference2 = /** @type {(inputs: Catalogueorderreference2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Je ordernummer: ${i?.reference}`)
};

/**

* @param {Catalogueorderreference2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const catalogueorderreference2 = nl_catalogueorderreference2;
export { catalogueorderreference2 as "catalogueOrderReference" }