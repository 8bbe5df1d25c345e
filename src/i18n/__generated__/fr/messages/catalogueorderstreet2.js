/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderstreet2Inputs */

const fr_catalogueorderstreet2 = /** @type {(inputs: Catalogueorderstreet2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rue`)
};

/**

* @param {Catalogueorderstreet2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const catalogueorderstreet2 = fr_catalogueorderstreet2;
export { catalogueorderstreet2 as "catalogueOrderStreet" }