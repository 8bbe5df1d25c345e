/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersalutationd3Inputs */

const nl_catalogueordersalutationd3 = /** @type {(inputs: Catalogueordersalutationd3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anders`)
};

/**

* @param {Catalogueordersalutationd3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const catalogueordersalutationd3 = nl_catalogueordersalutationd3;
export { catalogueordersalutationd3 as "catalogueOrderSalutationD" }