/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersalutationm3Inputs */

const nl_catalogueordersalutationm3 = /** @type {(inputs: Catalogueordersalutationm3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meneer`)
};

/**

* @param {Catalogueordersalutationm3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const catalogueordersalutationm3 = nl_catalogueordersalutationm3;
export { catalogueordersalutationm3 as "catalogueOrderSalutationM" }