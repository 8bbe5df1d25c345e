/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery8to10days2Inputs */

const cs_delivery8to10days2 = /** @type {(inputs: Delivery8to10days2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručení za 8–10 pracovních dní`)
};

/**

* @param {Delivery8to10days2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const delivery8to10days2 = cs_delivery8to10days2;
export { delivery8to10days2 as "delivery8To10Days" }