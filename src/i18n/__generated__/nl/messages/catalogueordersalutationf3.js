/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersalutationf3Inputs */

const nl_catalogueordersalutationf3 = /** @type {(inputs: Catalogueordersalutationf3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mevrouw`)
};

/**

* @param {Catalogueordersalutationf3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const catalogueordersalutationf3 = nl_catalogueordersalutationf3;
export { catalogueordersalutationf3 as "catalogueOrderSalutationF" }