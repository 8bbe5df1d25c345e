/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordercity2Inputs */

const fr_catalogueordercity2 = /** @type {(inputs: Catalogueordercity2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Localité`)
};

/**

* @param {Catalogueordercity2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const catalogueordercity2 = fr_catalogueordercity2;
export { catalogueordercity2 as "catalogueOrderCity" }