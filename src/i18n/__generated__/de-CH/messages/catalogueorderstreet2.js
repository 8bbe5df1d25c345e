/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderstreet2Inputs */

const de_ch2_catalogueorderstreet2 = /** @type {(inputs: Catalogueorderstreet2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Strasse`)
};

/**

* @param {Catalogueorderstreet2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const catalogueorderstreet2 = de_ch2_catalogueorderstreet2;
export { catalogueorderstreet2 as "catalogueOrderStreet" }