/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliverychristmas1Inputs */

const fr_deliverychristmas1 = /** @type {(inputs: Deliverychristmas1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`livrable avant Noël`)
};

/**

* @param {Deliverychristmas1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const deliverychristmas1 = fr_deliverychristmas1;
export { deliverychristmas1 as "deliveryChristmas" }