/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery8to10days2Inputs */

const nl_delivery8to10days2 = /** @type {(inputs: Delivery8to10days2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Levering binnen 8–10 werkdagen`)
};

/**

* @param {Delivery8to10days2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const delivery8to10days2 = nl_delivery8to10days2;
export { delivery8to10days2 as "delivery8To10Days" }