/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersalutation2Inputs */

const sk_catalogueordersalutation2 = /** @type {(inputs: Catalogueordersalutation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oslovenie`)
};

/**

* @param {Catalogueordersalutation2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const catalogueordersalutation2 = sk_catalogueordersalutation2;
export { catalogueordersalutation2 as "catalogueOrderSalutation" }