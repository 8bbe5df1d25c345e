/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersalutationd3Inputs */

const sv_catalogueordersalutationd3 = /** @type {(inputs: Catalogueordersalutationd3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annat`)
};

/**

* @param {Catalogueordersalutationd3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const catalogueordersalutationd3 = sv_catalogueordersalutationd3;
export { catalogueordersalutationd3 as "catalogueOrderSalutationD" }