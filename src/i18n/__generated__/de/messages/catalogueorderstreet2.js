/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderstreet2Inputs */

const de_catalogueorderstreet2 = /** @type {(inputs: Catalogueorderstreet2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Straße`)
};

/**

* @param {Catalogueorderstreet2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const catalogueorderstreet2 = de_catalogueorderstreet2;
export { catalogueorderstreet2 as "catalogueOrderStreet" }