/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersalutationf3Inputs */

const fr_catalogueordersalutationf3 = /** @type {(inputs: Catalogueordersalutationf3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Madame`)
};

/**

* @param {Catalogueordersalutationf3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const catalogueordersalutationf3 = fr_catalogueordersalutationf3;
export { catalogueordersalutationf3 as "catalogueOrderSalutationF" }