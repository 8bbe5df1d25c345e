/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersalutationm3Inputs */

const sk_catalogueordersalutationm3 = /** @type {(inputs: Catalogueordersalutationm3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pán`)
};

/**

* @param {Catalogueordersalutationm3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const catalogueordersalutationm3 = sk_catalogueordersalutationm3;
export { catalogueordersalutationm3 as "catalogueOrderSalutationM" }