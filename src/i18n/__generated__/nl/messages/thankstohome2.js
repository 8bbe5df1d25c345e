/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankstohome2Inputs */

const nl_thankstohome2 = /** @type {(inputs: Thankstohome2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naar de homepage`)
};

/**

* @param {Thankstohome2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const thankstohome2 = nl_thankstohome2;
export { thankstohome2 as "thanksToHome" }