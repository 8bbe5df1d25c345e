/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordertitle2Inputs */

const nl_catalogueordertitle2 = /** @type {(inputs: Catalogueordertitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catalogus aanvragen`)
};

/**

* @param {Catalogueordertitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const catalogueordertitle2 = nl_catalogueordertitle2;
export { catalogueordertitle2 as "catalogueOrderTitle" }