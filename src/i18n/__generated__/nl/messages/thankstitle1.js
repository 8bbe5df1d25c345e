/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankstitle1Inputs */

const nl_thankstitle1 = /** @type {(inputs: Thankstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bedankt voor je bestelling`)
};

/**

* @param {Thankstitle1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const thankstitle1 = nl_thankstitle1;
export { thankstitle1 as "thanksTitle" }