/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersalutation2Inputs */

const nl_catalogueordersalutation2 = /** @type {(inputs: Catalogueordersalutation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanhef`)
};

/**

* @param {Catalogueordersalutation2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const catalogueordersalutation2 = nl_catalogueordersalutation2;
export { catalogueordersalutation2 as "catalogueOrderSalutation" }