/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderaddress2Inputs */

const fr_catalogueorderaddress2 = /** @type {(inputs: Catalogueorderaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse`)
};

/**

* @param {Catalogueorderaddress2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const catalogueorderaddress2 = fr_catalogueorderaddress2;
export { catalogueorderaddress2 as "catalogueOrderAddress" }