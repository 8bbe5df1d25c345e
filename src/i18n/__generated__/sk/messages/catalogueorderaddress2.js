/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderaddress2Inputs */

const sk_catalogueorderaddress2 = /** @type {(inputs: Catalogueorderaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaša adresa`)
};

/**

* @param {Catalogueorderaddress2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const catalogueorderaddress2 = sk_catalogueorderaddress2;
export { catalogueorderaddress2 as "catalogueOrderAddress" }