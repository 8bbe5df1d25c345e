/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderaddress2Inputs */

const cs_catalogueorderaddress2 = /** @type {(inputs: Catalogueorderaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše adresa`)
};

/**

* @param {Catalogueorderaddress2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const catalogueorderaddress2 = cs_catalogueorderaddress2;
export { catalogueorderaddress2 as "catalogueOrderAddress" }