/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersalutationf3Inputs */

const cs_catalogueordersalutationf3 = /** @type {(inputs: Catalogueordersalutationf3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paní`)
};

/**

* @param {Catalogueordersalutationf3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const catalogueordersalutationf3 = cs_catalogueordersalutationf3;
export { catalogueordersalutationf3 as "catalogueOrderSalutationF" }