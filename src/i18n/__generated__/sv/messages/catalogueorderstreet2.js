/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderstreet2Inputs */

const sv_catalogueorderstreet2 = /** @type {(inputs: Catalogueorderstreet2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gatuadress`)
};

/**

* @param {Catalogueorderstreet2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const catalogueorderstreet2 = sv_catalogueorderstreet2;
export { catalogueorderstreet2 as "catalogueOrderStreet" }