/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliverychristmas1Inputs */

const cs_deliverychristmas1 = /** @type {(inputs: Deliverychristmas1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dodání do Vánoc`)
};

/**

* @param {Deliverychristmas1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const deliverychristmas1 = cs_deliverychristmas1;
export { deliverychristmas1 as "deliveryChristmas" }