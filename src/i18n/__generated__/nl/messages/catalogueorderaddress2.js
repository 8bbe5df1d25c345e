/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderaddress2Inputs */

const nl_catalogueorderaddress2 = /** @type {(inputs: Catalogueorderaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je adres`)
};

/**

* @param {Catalogueorderaddress2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const catalogueorderaddress2 = nl_catalogueorderaddress2;
export { catalogueorderaddress2 as "catalogueOrderAddress" }