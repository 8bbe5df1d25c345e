/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankstohome2Inputs */

const de_thankstohome2 = /** @type {(inputs: Thankstohome2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Startseite`)
};

/**

* @param {Thankstohome2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const thankstohome2 = de_thankstohome2;
export { thankstohome2 as "thanksToHome" }