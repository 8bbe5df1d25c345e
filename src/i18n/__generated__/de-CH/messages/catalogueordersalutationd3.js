/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersalutationd3Inputs */

const de_ch2_catalogueordersalutationd3 = /** @type {(inputs: Catalogueordersalutationd3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Divers`)
};

/**

* @param {Catalogueordersalutationd3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const catalogueordersalutationd3 = de_ch2_catalogueordersalutationd3;
export { catalogueordersalutationd3 as "catalogueOrderSalutationD" }