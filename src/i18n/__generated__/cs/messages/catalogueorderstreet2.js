/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderstreet2Inputs */

const cs_catalogueorderstreet2 = /** @type {(inputs: Catalogueorderstreet2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ulice`)
};

/**

* @param {Catalogueorderstreet2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const catalogueorderstreet2 = cs_catalogueorderstreet2;
export { catalogueorderstreet2 as "catalogueOrderStreet" }