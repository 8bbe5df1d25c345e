/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliverychristmas1Inputs */

const de_deliverychristmas1 = /** @type {(inputs: Deliverychristmas1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lieferbar bis Weihnachten`)
};

/**

* @param {Deliverychristmas1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const deliverychristmas1 = de_deliverychristmas1;
export { deliverychristmas1 as "deliveryChristmas" }