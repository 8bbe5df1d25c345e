/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankstohome2Inputs */

const cs_thankstohome2 = /** @type {(inputs: Thankstohome2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na úvodní stránku`)
};

/**

* @param {Thankstohome2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const thankstohome2 = cs_thankstohome2;
export { thankstohome2 as "thanksToHome" }