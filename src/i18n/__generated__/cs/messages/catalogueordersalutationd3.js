/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersalutationd3Inputs */

const cs_catalogueordersalutationd3 = /** @type {(inputs: Catalogueordersalutationd3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jiné`)
};

/**

* @param {Catalogueordersalutationd3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const catalogueordersalutationd3 = cs_catalogueordersalutationd3;
export { catalogueordersalutationd3 as "catalogueOrderSalutationD" }