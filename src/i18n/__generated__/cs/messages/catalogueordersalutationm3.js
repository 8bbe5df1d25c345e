/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersalutationm3Inputs */

const cs_catalogueordersalutationm3 = /** @type {(inputs: Catalogueordersalutationm3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pan`)
};

/**

* @param {Catalogueordersalutationm3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const catalogueordersalutationm3 = cs_catalogueordersalutationm3;
export { catalogueordersalutationm3 as "catalogueOrderSalutationM" }