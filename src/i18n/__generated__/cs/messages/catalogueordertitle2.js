/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordertitle2Inputs */

const cs_catalogueordertitle2 = /** @type {(inputs: Catalogueordertitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objednat katalog`)
};

/**

* @param {Catalogueordertitle2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const catalogueordertitle2 = cs_catalogueordertitle2;
export { catalogueordertitle2 as "catalogueOrderTitle" }