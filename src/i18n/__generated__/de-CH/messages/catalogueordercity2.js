/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordercity2Inputs */

const de_ch2_catalogueordercity2 = /** @type {(inputs: Catalogueordercity2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort`)
};

/**

* @param {Catalogueordercity2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const catalogueordercity2 = de_ch2_catalogueordercity2;
export { catalogueordercity2 as "catalogueOrderCity" }