/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery8to10days2Inputs */

const sv_delivery8to10days2 = /** @type {(inputs: Delivery8to10days2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leverans inom 8–10 arbetsdagar`)
};

/**

* @param {Delivery8to10days2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const delivery8to10days2 = sv_delivery8to10days2;
export { delivery8to10days2 as "delivery8To10Days" }