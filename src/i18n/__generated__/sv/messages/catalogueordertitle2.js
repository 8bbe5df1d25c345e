/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordertitle2Inputs */

const sv_catalogueordertitle2 = /** @type {(inputs: Catalogueordertitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beställ katalog`)
};

/**

* @param {Catalogueordertitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const catalogueordertitle2 = sv_catalogueordertitle2;
export { catalogueordertitle2 as "catalogueOrderTitle" }