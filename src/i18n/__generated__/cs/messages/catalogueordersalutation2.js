/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersalutation2Inputs */

const cs_catalogueordersalutation2 = /** @type {(inputs: Catalogueordersalutation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oslovení`)
};

/**

* @param {Catalogueordersalutation2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const catalogueordersalutation2 = cs_catalogueordersalutation2;
export { catalogueordersalutation2 as "catalogueOrderSalutation" }