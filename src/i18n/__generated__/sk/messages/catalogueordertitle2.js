/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordertitle2Inputs */

const sk_catalogueordertitle2 = /** @type {(inputs: Catalogueordertitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objednať katalóg`)
};

/**

* @param {Catalogueordertitle2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const catalogueordertitle2 = sk_catalogueordertitle2;
export { catalogueordertitle2 as "catalogueOrderTitle" }