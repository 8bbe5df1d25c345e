/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersalutation2Inputs */

const fr_catalogueordersalutation2 = /** @type {(inputs: Catalogueordersalutation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Civilité`)
};

/**

* @param {Catalogueordersalutation2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const catalogueordersalutation2 = fr_catalogueordersalutation2;
export { catalogueordersalutation2 as "catalogueOrderSalutation" }