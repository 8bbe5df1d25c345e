/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersalutationf3Inputs */

const sk_catalogueordersalutationf3 = /** @type {(inputs: Catalogueordersalutationf3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pani`)
};

/**

* @param {Catalogueordersalutationf3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const catalogueordersalutationf3 = sk_catalogueordersalutationf3;
export { catalogueordersalutationf3 as "catalogueOrderSalutationF" }