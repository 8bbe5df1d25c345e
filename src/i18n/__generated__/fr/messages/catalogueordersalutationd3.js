/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersalutationd3Inputs */

const fr_catalogueordersalutationd3 = /** @type {(inputs: Catalogueordersalutationd3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autre`)
};

/**

* @param {Catalogueordersalutationd3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const catalogueordersalutationd3 = fr_catalogueordersalutationd3;
export { catalogueordersalutationd3 as "catalogueOrderSalutationD" }