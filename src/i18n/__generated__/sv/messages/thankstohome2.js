/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankstohome2Inputs */

const sv_thankstohome2 = /** @type {(inputs: Thankstohome2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Till startsidan`)
};

/**

* @param {Thankstohome2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const thankstohome2 = sv_thankstohome2;
export { thankstohome2 as "thanksToHome" }