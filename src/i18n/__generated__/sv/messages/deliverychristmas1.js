/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliverychristmas1Inputs */

const sv_deliverychristmas1 = /** @type {(inputs: Deliverychristmas1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`levereras före jul`)
};

/**

* @param {Deliverychristmas1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const deliverychristmas1 = sv_deliverychristmas1;
export { deliverychristmas1 as "deliveryChristmas" }