/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordercity2Inputs */

const sk_catalogueordercity2 = /** @type {(inputs: Catalogueordercity2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mesto`)
};

/**

* @param {Catalogueordercity2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const catalogueordercity2 = sk_catalogueordercity2;
export { catalogueordercity2 as "catalogueOrderCity" }