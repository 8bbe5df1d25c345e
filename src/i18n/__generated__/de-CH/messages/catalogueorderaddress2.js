/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderaddress2Inputs */

const de_ch2_catalogueorderaddress2 = /** @type {(inputs: Catalogueorderaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Anschrift`)
};

/**

* @param {Catalogueorderaddress2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const catalogueorderaddress2 = de_ch2_catalogueorderaddress2;
export { catalogueorderaddress2 as "catalogueOrderAddress" }