/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersalutationm3Inputs */

const fr_catalogueordersalutationm3 = /** @type {(inputs: Catalogueordersalutationm3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monsieur`)
};

/**

* @param {Catalogueordersalutationm3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const catalogueordersalutationm3 = fr_catalogueordersalutationm3;
export { catalogueordersalutationm3 as "catalogueOrderSalutationM" }