/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersalutationm3Inputs */

const sv_catalogueordersalutationm3 = /** @type {(inputs: Catalogueordersalutationm3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Man`)
};

/**

* @param {Catalogueordersalutationm3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const catalogueordersalutationm3 = sv_catalogueordersalutationm3;
export { catalogueordersalutationm3 as "catalogueOrderSalutationM" }