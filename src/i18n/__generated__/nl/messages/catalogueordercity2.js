/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordercity2Inputs */

const nl_catalogueordercity2 = /** @type {(inputs: Catalogueordercity2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plaats`)
};

/**

* @param {Catalogueordercity2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const catalogueordercity2 = nl_catalogueordercity2;
export { catalogueordercity2 as "catalogueOrderCity" }