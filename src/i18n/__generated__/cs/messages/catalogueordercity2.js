/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordercity2Inputs */

const cs_catalogueordercity2 = /** @type {(inputs: Catalogueordercity2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Město`)
};

/**

* @param {Catalogueordercity2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const catalogueordercity2 = cs_catalogueordercity2;
export { catalogueordercity2 as "catalogueOrderCity" }