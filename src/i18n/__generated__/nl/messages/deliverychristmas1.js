/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliverychristmas1Inputs */

const nl_deliverychristmas1 = /** @type {(inputs: Deliverychristmas1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`leverbaar vóór Kerst`)
};

/**

* @param {Deliverychristmas1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const deliverychristmas1 = nl_deliverychristmas1;
export { deliverychristmas1 as "deliveryChristmas" }