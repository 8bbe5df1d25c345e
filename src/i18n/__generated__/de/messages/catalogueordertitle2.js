/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordertitle2Inputs */

const de_catalogueordertitle2 = /** @type {(inputs: Catalogueordertitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Katalog bestellen`)
};

/**

* @param {Catalogueordertitle2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const catalogueordertitle2 = de_catalogueordertitle2;
export { catalogueordertitle2 as "catalogueOrderTitle" }