/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersalutation2Inputs */

const de_ch2_catalogueordersalutation2 = /** @type {(inputs: Catalogueordersalutation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anrede`)
};

/**

* @param {Catalogueordersalutation2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const catalogueordersalutation2 = de_ch2_catalogueordersalutation2;
export { catalogueordersalutation2 as "catalogueOrderSalutation" }